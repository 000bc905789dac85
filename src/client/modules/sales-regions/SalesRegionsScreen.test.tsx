// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as screenStories from "./SalesRegionsScreen.stories.tsx";
import * as statisticsStories from "./StatisticsBars.stories.tsx";
import * as treeStories from "./RegionTreeView.stories.tsx";

// Stories double as tests: each renders what its name promises, with its own msw data.
const server = setupTestServer();

type Story = { (props?: object): React.ReactElement; parameters?: { msw?: { handlers?: Parameters<typeof server.use> } } };

function show(story: unknown) {
  const Story = story as Story;
  server.use(...(Story.parameters?.msw?.handlers ?? []));
  return render(
    <ShellTestProviders>
      <Story />
    </ShellTestProviders>,
  );
}

async function chooseSweden() {
  const select = (await screen.findByLabelText("Country", undefined, { timeout: 20_000 })) as HTMLSelectElement;
  await waitFor(() => expect(within(select).queryByRole("option", { name: "Sweden" })).not.toBeNull());
  fireEvent.change(select, { target: { value: "1" } });
  return screen.findByRole("navigation", { name: "Sales regions of Sweden" }, { timeout: 10_000 });
}

describe("sales-region stories", () => {
  const screens = composeStories(screenStories);

  it("screen: groups the countries, then shows Sweden's regions, handlers, fallback e-mail and statistics", async () => {
    show(screens.ChooseCountry);
    const select = (await screen.findByLabelText("Country", undefined, { timeout: 20_000 })) as HTMLSelectElement;
    await waitFor(() => expect(select.querySelectorAll("optgroup").length).toBe(2));
    expect(
      Array.from(select.querySelectorAll("optgroup"), (g) => [g.label, Array.from(g.querySelectorAll("option"), (o) => o.textContent)]),
    ).toEqual([
      ["Countries", ["Norway", "Sweden"]],
      ["Other countries", ["France", "United Kingdom"]],
    ]);
    fireEvent.change(select, { target: { value: "rest" } });
    await waitFor(() => expect(select.querySelectorAll("optgroup")[2]?.label).toBe("All other countries"));
    const tree = await chooseSweden();
    expect(within(tree).getByText("Skåne")).toBeTruthy();
    expect(await screen.findByRole("img", { name: "Vividus store: 61 % (613 zip codes)" })).toBeTruthy();
    expect((screen.getByLabelText("Catalog fallback e-mail") as HTMLInputElement).value).toBe("katalog@example.se");
    expect(screen.getByText("Malmö Centrum")).toBeTruthy();
  });

  it("screen: the working-area switch flips back with the catalogue's message when refused", async () => {
    show(screens.WorkingAreaRefused);
    const tree = await chooseSweden();
    fireEvent.click(within(tree).getByText("Stockholm"));
    await screen.findByText("Stockholm (level 1)", undefined, { timeout: 10_000 });
    const toggle = (await screen.findByRole("checkbox", { name: "Working area" }, { timeout: 10_000 })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(await screen.findByText("An error occurred when changing working area", undefined, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it("screen: a failed statistics read shows no bars and no message", async () => {
    show(screens.StatisticsFail);
    await chooseSweden();
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(document.querySelectorAll("[data-percent-class]").length).toBe(0);
    // (A toast of the test before may still show: the toaster is the app's one.)
    expect(screen.queryByText("boom")).toBeNull();
    expect(document.querySelector("section[aria-labelledby=sales-regions-title] [role=alert]")).toBeNull();
  });

  it("tree: opened at a zip code through its groups", async () => {
    show(composeStories(treeStories).ZipCodeGroups);
    expect(await screen.findByText("211 21 Malmö")).toBeTruthy();
    expect(screen.getByText("211… (36)")).toBeTruthy();
    expect(screen.getByText("212… (4)")).toBeTruthy();
  });

  it("statistics: rings drawn to the nearest 5", () => {
    const { container } = show(composeStories(statisticsStories).Coverage);
    expect(Array.from(container.querySelectorAll("[data-percent-class]"), (el) => el.getAttribute("data-percent-class"))).toEqual([
      "60",
      "20",
      "5",
      "10",
    ]);
    expect(screen.getByText("61%")).toBeTruthy();
  });
});
