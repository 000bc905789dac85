// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showStory } from "../common/storyTests.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as dialogStories from "./CatalogOrderDialog.stories.tsx";
import * as screenStories from "./CatalogOrdersScreen.stories.tsx";
import * as ruleTestStories from "./RuleTestDialog.stories.tsx";
import * as sendStories from "./SendOrdersDialog.stories.tsx";

// Stories double as tests: each renders what its name promises, with its own msw data.
const server = setupTestServer();

const show = (story: unknown) => showStory(story, server);

describe("catalog stories", () => {
  const screens = composeStories(screenStories);
  it("screen: filtered and sorted, all kept in the URL", async () => {
    await show(screens.FilteredAndSorted);
    expect(await screen.findByText("Svensson", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText("Berg")).toBeNull();
  });
  it("screen: an estimated total", async () => {
    await show(screens.EstimatedTotal);
    expect(await screen.findByText("≈ 1,048,576 rows", undefined, { timeout: 20_000 })).toBeTruthy();
  });
  it("screen: no matches", async () => {
    await show(screens.NoMatches);
    expect(await screen.findByText("No rows match.", undefined, { timeout: 20_000 })).toBeTruthy();
  });
  it("screen: load failure", async () => {
    await show(screens.LoadFails);
    expect(await screen.findByText("Could not retrieve catalog list", undefined, { timeout: 20_000 })).toBeTruthy();
  });

  const ruleTests = composeStories(ruleTestStories);
  it.each([
    ["Testing", "Testing…"],
    ["Matched", "Best match: Zip code"],
    ["MatchedRegion", "Best match: Region Noord-Holland (state, level 1)"],
    ["NoMatch", "No match"],
    ["FailedWithServerMessage", "The database is not reachable right now."],
    ["FailedWithoutErrorBody", "Unknown error"],
    ["WithoutCountry", "A country code of two letters is needed"],
  ] as const)("rule test: %s", async (name, text) => {
    await show(ruleTests[name]);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  const sends = composeStories(sendStories);
  it("send: one chooser per request and one for all", async () => {
    await show(sends.MixedCountries);
    expect(await screen.findByRole("combobox", { name: "Same location for all" })).toBeTruthy();
    expect(screen.getAllByRole("combobox", { name: /^Location: / })).toHaveLength(3);
  });
  it("send: the locations cannot be loaded", async () => {
    await show(sends.LocationsFail);
    expect(await screen.findByText("Could not retrieve locations")).toBeTruthy();
  });

  const dialogs = composeStories(dialogStories);
  it("dialog: routing facts of a delivered request", async () => {
    await show(dialogs.Delivered);
    expect(await screen.findByText("Matched by")).toBeTruthy();
    // The rule that chose the location, and the zip code field's label.
    expect(screen.getAllByText("Zip code")).toHaveLength(2);
    expect(screen.getAllByText("Sängkompaniet Göteborg")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
  });
  it("dialog: an unmatched request's error", async () => {
    await show(dialogs.Unmatched);
    expect(await screen.findByText(/No routing rule matches 1016 GV/)).toBeTruthy();
  });
  it("dialog: a stale save offers to reload", async () => {
    await show(dialogs.StaleSave);
    expect(await screen.findByRole("button", { name: "Reload" })).toBeTruthy();
  });
  it("dialog: a failed save marks the field", async () => {
    await show(dialogs.SaveFailed);
    expect(await screen.findByText("is not a zip code of SE")).toBeTruthy();
  });
});
