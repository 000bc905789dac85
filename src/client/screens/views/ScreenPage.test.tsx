// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadScreenConfig } from "../registry.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import type { ScreenExtension } from "../screenExtension.ts";
import { resetFakeShell, setPermissions } from "../testing/fakeShell.ts";
import { ScreenTestProviders } from "../testing/ScreenTestProviders.tsx";
import { sitesHandlers } from "../testing/sitesFixtures.ts";
import { ScreenPage } from "./ScreenPage.tsx";

vi.mock("../shell.ts", () => import("../testing/fakeShell.ts"));

const server = setupServer();
let config: ScreenConfig;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The sites screen with a toolbar button its extension runs (as accounts' 'New account').
  const sites = await loadScreenConfig("sites");
  config = { ...sites, toolbarActions: [{ id: "import", labelKey: "screens.actions.create", icon: "import", permission: "cmsSeo" }] };
});
beforeEach(() => {
  resetFakeShell();
  server.use(...sitesHandlers([]));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderPage(extension: ScreenExtension) {
  render(
    <ScreenTestProviders route="/app/cms/sites">
      <ScreenPage config={config} extension={extension} />
    </ScreenTestProviders>,
  );
}

/** The toolbar action's buttons, told apart from the create dialog's by their icon. */
const importButtons = () => screen.queryAllByRole("button", { name: "New" }).filter((b) => b.querySelector("[data-icon=import]"));

describe("ScreenPage's toolbar actions", () => {
  it("shows a toolbar action its extension runs, and hands it the action's id", async () => {
    const runToolbarAction = vi.fn();
    renderPage({ runToolbarAction, overlays: <p>extension dialog</p> });
    await screen.findByRole("cell", { name: "Suomi" });
    expect(importButtons()).toHaveLength(1);
    fireEvent.click(importButtons()[0]!);
    expect(runToolbarAction).toHaveBeenCalledWith("import");
    expect(screen.getByText("extension dialog")).toBeTruthy();
  });

  it("leaves it out without the action's permission or an extension to run it", async () => {
    setPermissions(["cms"]);
    renderPage({ runToolbarAction: vi.fn() });
    await screen.findByRole("cell", { name: "Suomi" });
    expect(importButtons()).toEqual([]);
    cleanup();
    setPermissions(["all"]);
    renderPage({});
    await screen.findByRole("cell", { name: "Suomi" });
    expect(importButtons()).toEqual([]);
  });
});
