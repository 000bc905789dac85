// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../common/testing.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { AccountDialog } from "./AccountDialog.tsx";
import type { Account } from "./accountTypes.ts";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const stored: Account = {
  id: 7,
  firstname: "Maja",
  lastname: "Lind",
  email: "maja@example.com",
  permissions: ["dashboard"],
  languagePermissions: ["sv"],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-02-01T00:00:00.000Z",
  groups: [],
};

const requests: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  requests.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body: request.method === "GET" ? null : await request.clone().json(),
  });
};

const server = setupTestServer(
  http.get("*/cms/sites", () =>
    HttpResponse.json([{ id: 1, name: "Sverige", languageCode: "sv", slug: "se", isActive: true, properties: {}, frontpage: null }]),
  ),
  http.get("*/rest/region/groups", () => HttpResponse.json([])),
  http.get("*/rest/admin/accounts/:id/portal-account", () => HttpResponse.json({ isSet: false, username: null })),
);

afterEach(() => {
  requests.length = 0;
  vi.clearAllMocks();
});

/** A field by its label, which may be marked '(required)'. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\(required\\))?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const openTab = (name: string) => fireEvent.click(screen.getByRole("tab", { name }));
const tab = (name: string) => screen.getByRole("tab", { name });
/** Whether a tab's title carries the error mark (the danger icon). */
const isMarked = (name: string) => tab(name).querySelector("[data-icon=error]") !== null;
const helpOf = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;

describe("AccountDialog", () => {
  it("creates a new account (id null) and closes with 'Saved Account'", async () => {
    server.use(
      http.post("*/rest/admin/accounts", async ({ request }) => {
        await record(request);
        return HttpResponse.json({ ...stored, id: 8, permissions: [], languagePermissions: [] });
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<AccountDialog account={null} onClose={onClose} />);
    expect(screen.getByText("New account")).toBeTruthy();
    expect(field("E-mail").value).toBe("");
    type("First name", "Maja");
    type("E-mail", "maja@example.com");
    openTab("Password");
    type("New password", "a-long-enough-password");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: "POST",
        path: "/rest/admin/accounts",
        body: {
          id: null,
          firstname: "Maja",
          lastname: null,
          email: "maja@example.com",
          password: "a-long-enough-password",
          permissions: [],
          languagePermissions: [],
          groups: [],
          updatedAt: null,
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith("Saved Account");
  });

  it("updates a stored account and, when refused, stays open with 'An error occurred.' and the field's message in the UI's language", async () => {
    server.use(
      http.put("*/rest/admin/accounts/7", async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { error: { code: "CONFLICT", message: "An account with this e-mail already exists.", fields: { email: "is already in use" } } },
          { status: 409 },
        );
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<AccountDialog account={stored} onClose={onClose} />);
    type("Last name", "Lindqvist");
    openTab("Password");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("An error occurred."));
    expect(screen.getByRole("alert").textContent).toContain("The form has errors. Check all tabs.");
    // Back on the tab of the refused field, with the catalogue's words at the field, not the server's.
    expect(tab("Information").getAttribute("aria-selected")).toBe("true");
    expect(isMarked("Information")).toBe(true);
    expect(isMarked("Password")).toBe(false);
    expect(helpOf(field("E-mail"))).toBe("An account with this e-mail already exists.");
    expect(field("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("is already in use")).toBeNull();
    expect(toast.error).toHaveBeenCalledWith("Something went wrong when saving account");
    expect(onClose).not.toHaveBeenCalled();
    expect(requests[0]).toMatchObject({
      method: "PUT",
      body: { id: 7, lastname: "Lindqvist", password: null, updatedAt: "2026-02-01T00:00:00.000Z" },
    });
    expect(field("Last name").value).toBe("Lindqvist");
    // Editing the field takes the server's verdict away.
    type("E-mail", "maja.lind@example.com");
    expect(helpOf(field("E-mail"))).toBe("At most 254 characters");
    expect(isMarked("Information")).toBe(false);
  });

  it("checks every tab before sending: marks the tabs with errors and opens the first", async () => {
    renderWithProviders(<AccountDialog account={null} onClose={() => {}} />);
    openTab("Permissions");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(tab("Information").getAttribute("aria-selected")).toBe("true"));
    expect(screen.getByRole("alert").textContent).toBe("The form has errors. Check all tabs.");
    expect(requests).toEqual([]);
    expect(isMarked("Information")).toBe(true);
    expect(isMarked("Password")).toBe(true);
    expect(isMarked("Permissions")).toBe(false);
    expect(helpOf(field("E-mail"))).toBe("Required");

    type("E-mail", "maja@example.com");
    expect(isMarked("Information")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(tab("Password").getAttribute("aria-selected")).toBe("true"));
    expect(helpOf(field("New password"))).toBe("Required");
    type("New password", "too-short");
    expect(helpOf(field("New password"))).toBe("At least 12 characters");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("marks required fields, leaves validation to itself (no browser bubbles) and holds fields to the contract's limits", () => {
    renderWithProviders(<AccountDialog account={null} onClose={() => {}} />);
    expect((document.querySelector("form") as HTMLFormElement).noValidate).toBe(true);
    expect(screen.getByText("E-mail").closest("label")!.textContent).toBe("E-mail (required)");
    expect(screen.getByText("First name").closest("label")!.textContent!.trim()).toBe("First name");
    expect(field("First name").maxLength).toBe(100);
    expect(helpOf(field("First name"))).toBe("At most 100 characters");
    expect(field("E-mail").maxLength).toBe(254);
    openTab("Password");
    expect(field("New password").maxLength).toBe(200);
    expect(helpOf(field("New password"))).toBe("At least 12 characters. At most 200 characters");
  });

  it("shows a 400's field error at the field in the UI's language, never the server's sentence", async () => {
    server.use(
      http.post("*/rest/admin/accounts", () =>
        HttpResponse.json(
          { error: { code: "VALIDATION", message: "Invalid request body: email.", fields: { email: 'must match format "email"' } } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<AccountDialog account={null} onClose={() => {}} />);
    type("E-mail", "maja@example.com");
    openTab("Password");
    type("New password", "a-long-enough-password");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(tab("Information").getAttribute("aria-selected")).toBe("true"));
    expect(helpOf(field("E-mail"))).toBe("Enter a valid e-mail address, e.g. name@example.com");
    expect(document.body.textContent).not.toContain("Invalid request body");
    expect(document.body.textContent).not.toContain("must match format");
  });

  it("says in the UI's language that the account changed meanwhile (409 naming the concurrency token)", async () => {
    server.use(
      http.put("*/rest/admin/accounts/7", () =>
        HttpResponse.json(
          {
            error: {
              code: "CONFLICT",
              message: "The record changed since it was opened. Reload it and try again.",
              fields: { updatedAt: "is stale" },
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<AccountDialog account={stored} onClose={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("An error occurred."));
    expect(screen.getByRole("alert").textContent).toContain("The account was changed elsewhere after you opened it.");
    expect(screen.getByRole("alert").textContent).not.toContain("The form has errors");
    expect(screen.queryByText(/Reload it and try again/)).toBeNull();
  });

  it("saves each permission toggle at once with the latest concurrency token, not the unsaved form", async () => {
    let version = 1;
    server.use(
      http.put("*/rest/admin/accounts/7", async ({ request }) => {
        await record(request);
        const body = (await request.clone().json()) as Account;
        return HttpResponse.json({ ...stored, permissions: body.permissions, updatedAt: `2026-03-0${version++}T00:00:00.000Z` });
      }),
    );
    renderWithProviders(<AccountDialog account={stored} onClose={() => {}} />);
    type("First name", "Unsaved");
    openTab("Permissions");
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: "Media" })));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Saved"));
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: "Contacts" })));
    await waitFor(() => expect(requests).toHaveLength(2));

    expect(requests[0]!.body).toMatchObject({
      firstname: "Maja",
      permissions: ["dashboard", "media"],
      updatedAt: "2026-02-01T00:00:00.000Z",
    });
    expect(requests[1]!.body).toMatchObject({ permissions: ["contact", "dashboard", "media"], updatedAt: "2026-03-01T00:00:00.000Z" });
  });

  it("offers the sites' languages with 'All', saved with the form", async () => {
    renderWithProviders(<AccountDialog account={stored} onClose={() => {}} />);
    openTab("Language permissions");
    const sv = (await screen.findByRole("checkbox", { name: "sv" })) as HTMLInputElement;
    expect(sv.checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "All" }));
    expect(sv.checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "All" }) as HTMLInputElement).checked).toBe(true);
    expect(requests).toEqual([]);
  });

  it("links a customer-portal account, showing the server's message when refused", async () => {
    server.use(
      http.post("*/rest/admin/accounts/7/portal-link", async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { error: { code: "PORTAL_CREDENTIALS", message: "The customer-portal username or password is wrong." } },
          { status: 400 },
        );
      }),
    );
    renderWithProviders(<AccountDialog account={stored} onClose={() => {}} />);
    openTab("Customer portal");
    await screen.findByLabelText("Username");
    type("Username", "maja.portal");
    fireEvent.change(screen.getAllByLabelText("Password").at(-1)!, { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Link account" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The customer-portal username or password is wrong."));
    expect(requests[0]).toMatchObject({
      path: "/rest/admin/accounts/7/portal-link",
      body: { username: "maja.portal", password: "secret" },
    });
  });

  it("says 'could not get customer portal account' when the link state cannot be read", async () => {
    server.use(
      http.get("*/rest/admin/accounts/:id/portal-account", () =>
        HttpResponse.json({ error: { code: "INTERNAL", message: "x" } }, { status: 500 }),
      ),
    );
    renderWithProviders(<AccountDialog account={stored} onClose={() => {}} />);
    openTab("Customer portal");
    expect((await screen.findByRole("alert")).textContent).toBe("could not get customer portal account");
  });

  it("asks a new account to be saved before linking it", () => {
    renderWithProviders(<AccountDialog account={null} onClose={() => {}} />);
    openTab("Customer portal");
    expect(screen.getByText("Save the account before linking it to a customer-portal account.")).toBeTruthy();
  });
});
