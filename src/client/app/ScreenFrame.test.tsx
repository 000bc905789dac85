import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PermissionCode } from "../../shared/permissions.ts";
import { mockCurrentUser, mockFrontendConfig } from "../api/mocks.ts";
import { FROM_LOGIN } from "./returnTarget.ts";
import type { AppRoute } from "./routes.tsx";
import { ScreenFrame } from "./ScreenFrame.tsx";
import { SessionProvider } from "./session.tsx";
import { ShellTestProviders } from "./testing/ShellTestProviders.tsx";

const views: unknown[] = [];
const server = setupServer(
  http.post("*/dashboard/reports/page-views", async ({ request }) => {
    views.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  views.length = 0;
});
afterAll(() => server.close());

const route: AppRoute = {
  path: "/app/administrators/accounts",
  permission: "account",
  titleKey: "shell.menu.accounts",
  stateName: "app.administrators.accounts",
  Component: () => <p>The accounts screen</p>,
  subRoutes: [],
  params: [],
  redirects: [],
};

/** The frame at its route; `state` is the navigation state it was opened with (the login's, or none). */
function renderFor(permissions: PermissionCode[], state?: unknown) {
  render(
    <ShellTestProviders>
      <SessionProvider user={mockCurrentUser({ permissions })} config={mockFrontendConfig({ applicationName: "Sängar Admin" })}>
        <MemoryRouter initialEntries={[{ pathname: route.path, state }]}>
          <Routes>
            <Route path={route.path} element={<ScreenFrame route={route} />} />
            <Route path="/app" element={<p>The start screen</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </ShellTestProviders>,
  );
}

describe("screen frame", () => {
  it("shows the screen, titles the page and records one page view", async () => {
    renderFor(["account"]);
    expect(await screen.findByText("The accounts screen")).toBeTruthy();
    expect(document.title).toBe("Accounts – Sängar Admin");
    await waitFor(() => expect(views).toEqual([{ screen: "app.administrators.accounts" }]));
  });

  it("shows the no-access panel without the permission, and records nothing", async () => {
    renderFor(["dashboard"]);
    expect(await screen.findByText("No access")).toBeTruthy();
    expect(screen.queryByText("The accounts screen")).toBeNull();
    expect(views).toEqual([]);
  });

  it("opens the start screen instead when the login led to a screen the account may not open", async () => {
    renderFor(["dashboard"], FROM_LOGIN);
    expect(await screen.findByText("The start screen")).toBeTruthy();
    expect(screen.queryByText("No access")).toBeNull();
    expect(views).toEqual([]);
  });

  it("records a sub-route (a dialog open over the screen) as a page of its own, without the id", async () => {
    const contacts: AppRoute = {
      ...route,
      path: "/app/contacts",
      stateName: "app.contacts",
      subRoutes: [{ path: "/app/contacts/edit/:id", stateName: "app.contacts.edit" }],
    };
    render(
      <ShellTestProviders>
        <SessionProvider user={mockCurrentUser({ permissions: ["all"] })} config={mockFrontendConfig()}>
          <MemoryRouter initialEntries={["/app/contacts/edit/7"]}>
            <Routes>
              <Route path="/app/contacts" element={<ScreenFrame route={contacts} />}>
                <Route path="edit/:id" element={null} />
              </Route>
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </ShellTestProviders>,
    );
    expect(await screen.findByText("The accounts screen")).toBeTruthy();
    await waitFor(() => expect(views).toEqual([{ screen: "app.contacts.edit" }]));
  });

  it("ignores a failing page-view call", async () => {
    server.use(http.post("*/dashboard/reports/page-views", () => HttpResponse.error()));
    renderFor(["all"]);
    expect(await screen.findByText("The accounts screen")).toBeTruthy();
  });
});
