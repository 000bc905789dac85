// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../../common/testServer.ts";
import * as stories from "./CoverageGapsPanel.stories.tsx";

// Stories double as tests: each renders what its name promises, with its own msw data.
const server = setupTestServer();
const { FewGaps, ManyGaps, OneGapNowhere, NoGaps, Failed, Loading } = composeStories(stories);

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

describe("CoverageGapsPanel", () => {
  it("counts and lists a country's gaps with where their requests go, and links the CSV", async () => {
    show(FewGaps);
    expect(await screen.findByText("3 zip codes without a store", undefined, { timeout: 20_000 })).toBeTruthy();
    const list = screen.getByRole("list", { name: "Zip codes without a store" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "981 00 Kiruna, Kiruna kommun (to the catalog fallback e-mail)",
      "981 01 Gällivare, Gällivare kommun (to the catalog fallback e-mail)",
      "981 02 Jokkmokk, Jokkmokks kommun (to the catalog fallback e-mail)",
    ]);
    const link = screen.getByRole("button", { name: "Download CSV" });
    expect(link.getAttribute("href")).toBe("/rest/area-coverage-gaps/1/export-result-as-csv?areaType=country");
    expect(link.hasAttribute("download")).toBe(true);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it("lists the first 50 of many and says how many more, with a region's CSV link", async () => {
    show(ManyGaps);
    expect(await screen.findByText("120 zip codes without a store", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Zip codes without a store" })).getAllByRole("listitem")).toHaveLength(50);
    expect(screen.getByText("and 70 more")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download CSV" }).getAttribute("href")).toBe(
      "/rest/area-coverage-gaps/7/export-result-as-csv?areaType=region",
    );
  });

  it("says one zip code in the singular, going nowhere", async () => {
    show(OneGapNowhere);
    expect(await screen.findByText("1 zip code without a store", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe("981 00 Kiruna, Kiruna kommun (nowhere)");
  });

  it("says every zip code has a store, with nothing to download", async () => {
    show(NoGaps);
    expect(await screen.findByText("Every zip code has a store.", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByRole("button", { name: "Download CSV" })).toBeNull();
  });

  it("warns when the read fails", async () => {
    show(Failed);
    expect(await screen.findByText("Could not load the coverage gaps.", undefined, { timeout: 20_000 })).toBeTruthy();
  });

  it("shows a spinner while the read runs", async () => {
    show(Loading);
    expect(await screen.findByLabelText("Loading coverage gaps", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText(/without a store/)).toBeNull();
  });
});
