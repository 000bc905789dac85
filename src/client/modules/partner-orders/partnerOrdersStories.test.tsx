// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showStory } from "../common/storyTests.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { shellI18n } from "./partnerOrdersTestSetup.tsx";
import * as overviewStories from "./order-form/OrderFormScreen.stories.tsx";
import * as propertyStories from "./order-form/PropertyDialog.stories.tsx";
import * as dialogStories from "./quotes/QuoteDialog.stories.tsx";
import * as tableStories from "./quotes/QuoteTables.stories.tsx";

// Stories double as tests: each renders what its name promises, with its own msw data.
const server = setupTestServer();

const show = (story: unknown) => showStory(story, server, { i18n: shellI18n });

const slow = { timeout: 20_000 };

describe("partner order stories", () => {
  const tables = composeStories(tableStories);
  it.each([
    ["Ordered", "Orders"],
    ["Waiting", "Waiting orders"],
    ["NewQuotes", "New quotes"],
  ] as const)("table: %s", async (name, title) => {
    await show(tables[name]);
    expect(await screen.findByRole("heading", { name: title }, slow)).toBeTruthy();
    expect(await screen.findByText("Ole Hansen", undefined, slow)).toBeTruthy();
  });
  it("table: no quotes", async () => {
    await show(tables.NoQuotes);
    expect(await screen.findByText("No rows match.", undefined, slow)).toBeTruthy();
  });
  it("table: the load fails", async () => {
    await show(tables.LoadFails);
    expect(await screen.findByText("could not get quotes", undefined, slow)).toBeTruthy();
  });

  const dialogs = composeStories(dialogStories);
  it("view: the details and lines", async () => {
    await show(dialogs.Details);
    expect(await screen.findByText("PO-4711")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Lines" })).toBeTruthy();
  });
  it("view: loading", async () => {
    await show(dialogs.Loading);
    expect(await screen.findByRole("dialog", { name: "Quote 31" })).toBeTruthy();
    expect(screen.queryByText("PO-4711")).toBeNull();
  });
  it("view: the quote cannot be read", async () => {
    await show(dialogs.Fails);
    expect(await within(await screen.findByRole("dialog")).findByText("Unable to get quote")).toBeTruthy();
  });

  const overviews = composeStories(overviewStories);
  it("order form: the overview", async () => {
    await show(overviews.Overview);
    expect(await screen.findByRole("table", { name: "Properties" }, slow)).toBeTruthy();
    expect(screen.getAllByText("Differs from the default")).toHaveLength(1);
  });
  it("order form: no properties", async () => {
    await show(overviews.NoProperties);
    expect(await screen.findByText("The order form has no properties.", undefined, slow)).toBeTruthy();
  });
  it("order form: the load fails", async () => {
    await show(overviews.LoadFails);
    expect(await screen.findByText("Could not get the order form", undefined, slow)).toBeTruthy();
  });

  const properties = composeStories(propertyStories);
  it.each([
    ["MeasurementDefault", "Width: default", "Unit"],
    ["ChoiceDefault", "Firmness: default", "Add option"],
    ["TemplateOverride", "Firmness: template Hotel", "Delete the override"],
    ["NewForTemplate", "Width: template Export", "New for this template: saving adds it to the template's differences."],
    ["SaveRefused", "Width: default", "Save"],
  ] as const)("property dialog: %s", async (name, title, text) => {
    await show(properties[name]);
    const dialog = await screen.findByRole("dialog", { name: title });
    expect(await within(dialog).findByText(text)).toBeTruthy();
  });
});
