// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showStory } from "../common/storyTests.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { shellI18n } from "../partner-orders/partnerOrdersTestSetup.tsx";
import * as diffStories from "../translations-import/ImportDiffView.stories.tsx";
import * as importStories from "../translations-import/ImportTranslationsScreen.stories.tsx";
import * as tableStories from "./TranslationsScreen.stories.tsx";

// Stories double as tests: each renders what its name promises, with its own msw data.
const server = setupTestServer();

const show = (story: unknown) => showStory(story, server, { i18n: shellI18n });

const slow = { timeout: 20_000 };

describe("translation stories", () => {
  const tables = composeStories(tableStories);
  it("every language: English editable", async () => {
    await show(tables.EveryLanguage);
    expect(await screen.findByRole("button", { name: "Welcome: Edit home.title in English (en)" }, slow)).toBeTruthy();
  });
  it("a Swedish translator: Swedish opens", async () => {
    await show(tables.SwedishTranslator);
    expect(await screen.findByRole("button", { name: "Välkommen: Edit home.title in Swedish (sv)" }, slow)).toBeTruthy();
  });
  it("purge pending: the button is lit", async () => {
    await show(tables.PurgePending);
    expect(await screen.findByText("Translations changed since the cache was last cleared.", undefined, slow)).toBeTruthy();
  });
  it("no sites", async () => {
    await show(tables.NoSites);
    expect(await screen.findByText("No site has a language yet, so there is nothing to translate.", undefined, slow)).toBeTruthy();
  });
  it("the load fails", async () => {
    await show(tables.LoadFails);
    expect(await screen.findByText("Could not load the translations", undefined, slow)).toBeTruthy();
  });

  const imports = composeStories(importStories);
  it("import: the start", async () => {
    await show(imports.Start);
    expect(await screen.findByText("Upload a file with translations first.", undefined, slow)).toBeTruthy();
  });
  it("import: no default language", async () => {
    await show(imports.NoDefaultLanguage);
    await screen.findByRole("option", { name: "Sverige (sv)" }, slow);
    expect((screen.getByLabelText("Language to import") as HTMLSelectElement).value).toBe("");
  });
  it("import: the languages fail", async () => {
    await show(imports.LanguagesFail);
    expect(await screen.findByText("Could not load the languages you may import into", undefined, slow)).toBeTruthy();
  });

  const diffs = composeStories(diffStories);
  it("diff: changes", async () => {
    await show(diffs.Changes);
    await waitFor(() => expect(screen.getByRole("table", { name: "New" })).toBeTruthy());
    expect(within(screen.getByRole("table", { name: "Changed" })).getByText("Välkommen hem")).toBeTruthy();
  });
  it("diff: invalid rows", async () => {
    await show(diffs.InvalidRows);
    expect(await screen.findByText("The code appears earlier in the file with another text")).toBeTruthy();
  });
});
