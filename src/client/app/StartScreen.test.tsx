import { cleanup, render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PermissionCode } from "../../shared/permissions.ts";
import { mockCurrentUser, mockFrontendConfig } from "../api/mocks.ts";
import { SessionProvider } from "./session.tsx";
import { StartScreen } from "./StartScreen.tsx";
import { ShellTestProviders } from "./testing/ShellTestProviders.tsx";

const menu = {
  items: [
    { id: "dashboard", labelKey: "shell.menu.dashboard", route: "/app/dashboard", permission: "dashboard" },
    { id: "catalogRequests", labelKey: "shell.menu.catalogRequests", route: "/app/catalog-order", permission: "catalogOrder" },
  ],
};
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function Landed() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderStart(permissions: PermissionCode[]) {
  render(
    <ShellTestProviders>
      <SessionProvider user={mockCurrentUser({ permissions, languagePermissions: [] })} config={mockFrontendConfig()}>
        <MemoryRouter initialEntries={["/app"]}>
          <Routes>
            <Route path="/app" element={<StartScreen />} />
            <Route path="/app/*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </ShellTestProviders>,
  );
}

describe("start screen", () => {
  it("opens the first screen of the menu the account may open", async () => {
    server.use(http.get("*/menu.json", () => HttpResponse.json(menu)));
    renderStart(["catalogOrder"]);
    expect(await screen.findByText("Now at /app/catalog-order")).toBeTruthy();
  });

  it("opens the dashboard for an account that may open it", async () => {
    server.use(http.get("*/menu.json", () => HttpResponse.json(menu)));
    renderStart(["all"]);
    expect(await screen.findByText("Now at /app/dashboard")).toBeTruthy();
  });

  it("says 'No access' to an account that may open nothing", async () => {
    server.use(http.get("*/menu.json", () => HttpResponse.json(menu)));
    renderStart([]);
    expect(await screen.findByText("No access")).toBeTruthy();
  });
});
