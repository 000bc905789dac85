import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PermissionCode } from "../../shared/permissions.ts";
import { mockCurrentUser, mockFrontendConfig } from "../api/mocks.ts";
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
};

function renderFor(permissions: PermissionCode[]) {
  render(
    <ShellTestProviders>
      <SessionProvider user={mockCurrentUser({ permissions })} config={mockFrontendConfig({ applicationName: "Sängar Admin" })}>
        <ScreenFrame route={route} />
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

  it("ignores a failing page-view call", async () => {
    server.use(http.post("*/dashboard/reports/page-views", () => HttpResponse.error()));
    renderFor(["all"]);
    expect(await screen.findByText("The accounts screen")).toBeTruthy();
  });
});
