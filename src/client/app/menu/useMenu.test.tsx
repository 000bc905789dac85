import { cleanup, render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PermissionCode } from "../../../shared/permissions.ts";
import { mockCurrentUser, mockFrontendConfig } from "../../api/mocks.ts";
import { DialogHost } from "../../ui/dialogs/DialogHost.tsx";
import { SessionProvider } from "../session.tsx";
import { ShellTestProviders } from "../testing/ShellTestProviders.tsx";
import { useMenu } from "./useMenu.ts";

const requested: string[] = [];
const menu = {
  items: [
    { id: "dashboard", labelKey: "shell.menu.dashboard", route: "/app/dashboard", permission: "dashboard" },
    { id: "accounts", labelKey: "shell.menu.accounts", route: "/app/administrators/accounts", permission: "account" },
  ],
};
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());

function MenuIds() {
  const items = useMenu();
  return <p>{items ? `Menu: ${items.map((i) => i.id).join(",")}` : "No menu"}</p>;
}

function renderMenu(permissions: PermissionCode[]) {
  render(
    <ShellTestProviders>
      <SessionProvider user={mockCurrentUser({ permissions, languagePermissions: [] })} config={mockFrontendConfig()}>
        <MenuIds />
        <DialogHost />
      </SessionProvider>
    </ShellTestProviders>,
  );
}

describe("sidebar menu loading", () => {
  it("fetches menu.json with a cache-busting timestamp and keeps what the account may see", async () => {
    server.use(
      http.get("*/menu.json", ({ request }) => {
        requested.push(request.url);
        return HttpResponse.json(menu);
      }),
    );
    renderMenu(["dashboard"]);
    expect(await screen.findByText("Menu: dashboard")).toBeTruthy();
    expect(requested).toHaveLength(1);
    expect(new URL(requested[0]!).searchParams.get("t")).toMatch(/^\d+$/);
  });

  it("alerts 'Failure loading menu' when the file cannot be loaded", async () => {
    server.use(http.get("*/menu.json", () => new HttpResponse("gone", { status: 404 })));
    renderMenu(["all"]);
    expect(await screen.findByText("Failure loading menu")).toBeTruthy();
    expect(screen.getByText("No menu")).toBeTruthy();
  });
});
