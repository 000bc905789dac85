// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { act, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { CATALOG_ORDERS, NOORD_HOLLAND_RULES } from "./catalogFixtures.ts";
import { catalogHandlers } from "./catalogHandlers.ts";
import { renderCatalogScreen, rowWith } from "./catalogTestSetup.tsx";
import { RuleTestDialog } from "./RuleTestDialog.tsx";
import { ruleTestInputOf, testOutcome } from "./ruleTestOutcome.ts";
import { useRuleTests } from "./useRuleTests.ts";

vi.mock("../../ui/toaster.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const server = setupTestServer();
let requests: Request[];
beforeEach(() => {
  requests = [];
  server.use(...catalogHandlers(requests));
});

const tests = () => requests.filter((r) => r.url.endsWith("/rest/catalog/test"));
const dialog = () => screen.getByRole("dialog", { name: "Rule test" });

async function testRulesOf(lastname: string) {
  await renderCatalogScreen();
  await screen.findByText(lastname);
  fireEvent.click(within(rowWith(lastname)).getByRole("button", { name: "Test rules" }));
  return screen.findByRole("dialog", { name: "Rule test" });
}

describe("the rule test of a catalog request", () => {
  it("tests the request's zip code, region and country and shows only the rules with the lowest levels", async () => {
    await testRulesOf("Svensson");
    // In progress: the dialog says so and the row shows a spinner instead of its actions.
    expect(within(dialog()).getByText("Testing…")).toBeTruthy();
    expect(rowWith("Svensson").getAttribute("aria-busy")).toBe("true");
    expect(await within(dialog()).findByRole("heading", { name: "Best match: Zip code" })).toBeTruthy();
    expect(within(dialog()).getByText(/^Distance 0, the closest: the address's own zip code\./)).toBeTruthy();
    expect(within(dialog()).getByText("Vividus Store Östermalm")).toBeTruthy();
    expect(within(dialog()).getByText("Contract area")).toBeTruthy();
    expect(within(dialog()).getByText("Gets the request")).toBeTruthy();
    // The region (1) and country (4) rules also match, at higher levels: not shown.
    expect(within(dialog()).queryByText("Sängkompaniet Göteborg")).toBeNull();
    expect(await tests()[0]!.json()).toEqual({ zipCode: "118 46", region: "Stockholm", country: "SE" });
    expect((within(dialog()).getByLabelText("Zip code") as HTMLInputElement).value).toBe("118 46");
  });

  it("names a region's own level and the rules' distance apart, the heading and every rule alike", () => {
    const amsterdam = CATALOG_ORDERS[2]!;
    render(
      <ShellTestProviders>
        <RuleTestDialog
          order={amsterdam}
          state={testOutcome(ruleTestInputOf(amsterdam), NOORD_HOLLAND_RULES)}
          onRun={() => {}}
          onClose={() => {}}
        />
      </ShellTestProviders>,
    );
    const shown = within(dialog());
    // Noord-Holland is a level-1 region reached two regions up from the address (distance 2).
    expect(shown.getByRole("heading", { level: 5 }).textContent).toBe("Best match: Region Noord-Holland (state, level 1)");
    expect(shown.getByText(/^Distance 2: the second region up from the address\./)).toBeTruthy();
    const items = shown.getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^Region /).textContent)).toEqual(
      Array(3).fill("Region Noord-Holland (state, level 1)"),
    );
    expect(shown.queryByText(/level 2/)).toBeNull();
    // Contract areas first; the first has no e-mail address, so the next one gets the request.
    expect(items.map((item) => item.querySelector("strong")!.textContent)).toEqual([
      "Sängstudion Malmö (closed)",
      "Bedden & Co Amsterdam",
      "Sovrommet Oslo",
    ]);
    expect(within(items[0]!).getByText("No e-mail address: a request goes to the next rule.")).toBeTruthy();
    expect(within(items[1]!).getByText("Gets the request")).toBeTruthy();
    expect(shown.getAllByText("Gets the request")).toHaveLength(1);
  });

  it("says no match when no rule matches", async () => {
    await testRulesOf("de Vries");
    expect(await within(dialog()).findByText("No match")).toBeTruthy();
  });

  it("shows a failed test as no match with the server's message", async () => {
    await testRulesOf("Nordmann");
    expect(await within(dialog()).findByText("No match")).toBeTruthy();
    expect(within(dialog()).getByText("The database is not reachable right now.")).toBeTruthy();
  });

  it("says 'Unknown error' when a failed test has no error body", async () => {
    await testRulesOf("kunde@example.de");
    expect(await within(dialog()).findByText("No match")).toBeTruthy();
    expect(within(dialog()).getByText("Unknown error")).toBeTruthy();
  });

  it("tests another address typed into the dialog, and ignores a second click while testing", async () => {
    await testRulesOf("de Vries");
    await within(dialog()).findByText("No match");
    fireEvent.change(within(dialog()).getByLabelText("Country"), { target: { value: "se" } });
    const run = within(dialog()).getByRole("button", { name: "Test" });
    fireEvent.click(run);
    fireEvent.click(run);
    expect(await within(dialog()).findByText("Vividus Store Östermalm")).toBeTruthy();
    expect(tests()).toHaveLength(2);
    expect(await tests()[1]!.json()).toEqual({ zipCode: "1016 GV", region: "Noord-Holland", country: "SE" });
  });

  it("will not test without a two-letter country", async () => {
    await testRulesOf("de Vries");
    await within(dialog()).findByText("No match");
    fireEvent.change(within(dialog()).getByLabelText("Country"), { target: { value: "" } });
    expect(within(dialog()).getByText("A country code of two letters is needed")).toBeTruthy();
    expect((within(dialog()).getByRole("button", { name: "Test" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("useRuleTests", () => {
  const wrapper = ({ children }: { children: ReactNode }) => <ShellTestProviders>{children}</ShellTestProviders>;

  it("sends one request when the same request is tested twice before the first answer", async () => {
    const { result } = renderHook(() => useRuleTests(), { wrapper });
    const input = { zipCode: "118 46", region: "Stockholm", country: "SE" };
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.run(101, input);
      second = result.current.run(101, input);
    });
    expect(second).toBe(first);
    expect(result.current.stateOf(101)?.kind).toBe("testing");
    await act(() => first);
    expect(tests()).toHaveLength(1);
    expect(result.current.stateOf(101)).toMatchObject({ kind: "matched", levels: 0 });
    // Once answered, the request may be tested again; another request is tested apart.
    await act(() => Promise.all([result.current.run(101, input), result.current.run(103, { ...input, country: "NL" })]));
    expect(tests()).toHaveLength(3);
    expect(result.current.stateOf(103)).toEqual({ kind: "noMatch", input: { ...input, country: "NL" } });
  });
});
