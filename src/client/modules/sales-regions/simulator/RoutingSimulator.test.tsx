// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ShellTestProviders } from "../../../app/testing/ShellTestProviders.tsx";
import { createTestI18n } from "../../../app/testing/testI18n.ts";
import { setupTestServer } from "../../common/testServer.ts";
import { RoutingSimulator } from "./RoutingSimulator.tsx";
import * as stories from "./RoutingSimulator.stories.tsx";
import { simulatorHandlers } from "./simulatorFixtures.ts";

const server = setupTestServer();
let requests: unknown[];
beforeEach(() => {
  requests = [];
  server.use(...simulatorHandlers(requests));
});

const { FromTheMap, Nobody, FallbackOnly, ServerMessage, UnknownError, WithoutCountry } = composeStories(stories);
const zipField = () => screen.getByLabelText("Zip code") as HTMLInputElement;
const simulate = () => fireEvent.click(screen.getByRole("button", { name: "Simulate" }));
const whyItems = () =>
  within(screen.getByRole("heading", { name: "Why" }).nextElementSibling as HTMLElement)
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("the routing simulator", () => {
  it("routes a typed zip code with spaces, dashes and lowercase as the server compares it, and says where, at which level and why", async () => {
    render(
      <ShellTestProviders>
        <RoutingSimulator countryCode="SE" />
      </ShellTestProviders>,
    );
    fireEvent.change(zipField(), { target: { value: " 211-22 " } });
    simulate();
    expect(await screen.findByText("Goes to Malmö Centrum Sängar")).toBeTruthy();
    expect(requests).toEqual([{ zipCode: "211-22", region: null, country: "SE" }]);
    expect(screen.getByText("E-mail: centrum@sangar.example")).toBeTruthy();
    expect(screen.getByText("Level: community Centrum (region level 3)")).toBeTruthy();
    expect(whyItems()).toEqual([
      "Region Centrum (level 3) has this store as contract area handler.",
      "No store handles the zip code itself.",
      "At the same level a contract area goes before a working area: Lund Sängar.",
    ]);
    // Next in line, by levels: the working area, the state's store, the country's, the fallback e-mail.
    const next = within(screen.getByRole("region", { name: "Next in line" }));
    expect(next.getAllByRole("listitem").map((li) => li.querySelector("strong")!.textContent)).toEqual([
      "Lund Sängar",
      "Skåne Sängar",
      "Vividus Flagship Stockholm",
      "Fallback e-mail",
    ]);
    expect(screen.queryByRole("region", { name: /without an e-mail address/ })).toBeNull();

    // Lowercase letters go as typed too (the server ignores case).
    fireEvent.change(zipField(), { target: { value: "sw1a 1aa" } });
    simulate();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ zipCode: "sw1a 1aa", region: null, country: "SE" });
    expect(await screen.findByText("Goes to Vividus Flagship Stockholm")).toBeTruthy();
  });

  it("blocks an empty or impossible zip code with a message and sends nothing", async () => {
    render(
      <ShellTestProviders>
        <RoutingSimulator countryCode="SE" />
      </ShellTestProviders>,
    );
    simulate();
    expect(await screen.findByText("Type a zip code.")).toBeTruthy();
    fireEvent.change(zipField(), { target: { value: "211/22" } });
    expect(screen.getByText("A zip code has only letters, digits, spaces and dashes.")).toBeTruthy();
    simulate();
    fireEvent.change(zipField(), { target: { value: "1".repeat(21) } });
    expect(screen.getByText("A zip code has at most 20 characters.")).toBeTruthy();
    simulate();
    expect(requests).toEqual([]);
  });

  it("runs again each time the zip code chosen on the map changes, and lists a matching store without e-mail as skipped", async () => {
    const { rerender } = render(
      <ShellTestProviders>
        <RoutingSimulator countryCode="SE" zipCode="252 21" />
      </ShellTestProviders>,
    );
    expect(await screen.findByText("Goes to Skåne Sängar")).toBeTruthy();
    expect(zipField().value).toBe("252 21");
    expect(screen.getByText("Level: state Skåne län (region level 1)")).toBeTruthy();
    expect(whyItems()).toEqual([
      "Region Skåne län (level 1) has this store as contract area handler.",
      "No handler on the zip code or smaller regions.",
    ]);

    rerender(
      <ShellTestProviders>
        <RoutingSimulator countryCode="SE" zipCode="111 22" />
      </ShellTestProviders>,
    );
    expect(await screen.findByText("Goes to Vividus Flagship Stockholm")).toBeTruthy();
    expect(zipField().value).toBe("111 22");
    expect(requests).toEqual([
      { zipCode: "252 21", region: null, country: "SE" },
      { zipCode: "111 22", region: null, country: "SE" },
    ]);
    expect(screen.getByText("Level: country")).toBeTruthy();
    expect(whyItems()).toEqual([
      "The store handles the whole country.",
      "Matches ahead of it have no e-mail address and are skipped: Sängstudion Kista.",
    ]);
    const skipped = within(screen.getByRole("region", { name: "Matching stores without an e-mail address (skipped)" }));
    expect(skipped.getByText("Sängstudion Kista")).toBeTruthy();
    expect(skipped.getByText("No e-mail address: a request goes to the next rule.")).toBeTruthy();
  });

  it("says so when nobody would get the request, or only the fallback e-mail", async () => {
    const nobody = render(
      <ShellTestProviders>
        <Nobody />
      </ShellTestProviders>,
    );
    expect(await screen.findByText("No store and no fallback e-mail: the request would not be routed.")).toBeTruthy();
    expect(screen.getByText("Not routed")).toBeTruthy();
    nobody.unmount();

    render(
      <ShellTestProviders>
        <FallbackOnly />
      </ShellTestProviders>,
    );
    expect(await screen.findByText("Goes to the country's fallback e-mail")).toBeTruthy();
    expect(screen.getByText("E-mail: katalog@vividus.example")).toBeTruthy();
    expect(screen.getByText("Level: the country's fallback e-mail")).toBeTruthy();
    expect(whyItems()).toEqual([
      "The country's fallback e-mail takes the requests no store handles.",
      "No store handles the zip code, its regions or the country.",
    ]);
  });

  it("shows the server's message when the test fails, and 'Unknown error' without an error body", async () => {
    const refused = render(
      <ShellTestProviders>
        <ServerMessage />
      </ShellTestProviders>,
    );
    expect(await screen.findByText("The database is not reachable right now.")).toBeTruthy();
    expect(screen.getByText("The simulation failed")).toBeTruthy();
    refused.unmount();

    render(
      <ShellTestProviders>
        <UnknownError />
      </ShellTestProviders>,
    );
    expect(await screen.findByText("Unknown error")).toBeTruthy();
  });

  it("cannot run without a country", async () => {
    render(
      <ShellTestProviders>
        <WithoutCountry />
      </ShellTestProviders>,
    );
    expect((screen.getByLabelText("Country") as HTMLInputElement).value).toBe("No country chosen");
    expect(screen.getByRole("button", { name: "Simulate" }).hasAttribute("disabled")).toBe(true);
    expect(requests).toEqual([]);
  });

  it("speaks Swedish", async () => {
    render(
      <ShellTestProviders i18n={createTestI18n("sv_SE")}>
        <FromTheMap />
      </ShellTestProviders>,
    );
    expect(await screen.findByText("Går till Malmö Centrum Sängar")).toBeTruthy();
    const panel = () => screen.getByRole("region", { name: "Routningssimulator" });
    expect(within(panel()).getByText("Nivå: kommun Centrum (regionnivå 3)")).toBeTruthy();
    expect(within(panel()).getByRole("button", { name: "Simulera" })).toBeTruthy();
    expect((screen.getByLabelText("Land") as HTMLInputElement).value).toBe("Sverige");
  });
});
