// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestServer } from "../common/testServer.ts";
import { ANNA } from "./contactFixtures.ts";
import { contactHandlers } from "./contactHandlers.ts";
import { currentLocation, pathOf, queryOf, recordContactRequests, renderContactList, renderContactScreen } from "./contactTestSetup.tsx";

const { toast, confirmDialog, noticeDialog } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  confirmDialog: vi.fn(async (_options: { message: string }) => true),
  noticeDialog: vi.fn(async (_options: { title?: string; message: string }) => undefined),
}));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));
vi.mock("../../ui/dialogs/noticeDialog.tsx", () => ({ noticeDialog }));

const server = setupTestServer();
const requests = recordContactRequests(server);
beforeEach(() => {
  requests.clear();
  server.use(
    ...contactHandlers(),
    http.get("*/rest/contact/contacts/:id/warranty-registrations", () => HttpResponse.json([])),
    http.post("*/dashboard/reports/page-views", () => new HttpResponse(null, { status: 204 })),
  );
});
afterEach(() => vi.clearAllMocks());

const dialog = () => screen.getByRole("dialog");
const pages = () => requests.all().filter((r) => pathOf(r) === "/rest/contact/contacts");

describe("the contact list", () => {
  it("shows a page of 100 by last name, asked with filter=page", async () => {
    await renderContactList();
    expect(queryOf(pages()[0]!)).toEqual({ filter: "page", page: "1", count: "100", sort: "lastname", direction: "asc" });
    expect(screen.getByRole("heading", { name: "Contacts" })).toBeTruthy();
    expect(screen.getByText("anna.berglund@example.se")).toBeTruthy();
  });

  it("searches with the operation's own search parameter", async () => {
    await renderContactList();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search name, e-mail, employer or phone" }), { target: { value: "vries" } });
    await waitFor(() => expect(queryOf(pages().at(-1)!).search).toBe("vries"));
  });

  it("opens a row's contact at /app/contacts/edit/{id} on 'information', and closing returns to the list", async () => {
    await renderContactList("/app/contacts?sort=lastname&direction=desc");
    fireEvent.click(within(screen.getByText("Berglund").closest("tr")!).getByRole("button", { name: "Edit contact" }));
    await waitFor(() => expect(currentLocation()).toBe("/app/contacts/edit/7?sort=lastname&direction=desc"));
    expect(await within(dialog()).findByDisplayValue("Anna")).toBeTruthy();
    expect(within(dialog()).getByRole("tab", { name: "Information" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(currentLocation()).toBe("/app/contacts?sort=lastname&direction=desc"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens a contact from its address, and closing puts the list in its place", async () => {
    renderContactScreen("/app/contacts/edit/7");
    expect(await screen.findByDisplayValue("Anna", undefined, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(currentLocation()).toBe("/app/contacts"));
  });

  it("opens a contact's catalog orders at /app/contacts/view/{id}, with their status names", async () => {
    renderContactScreen("/app/contacts/view/7");
    expect(await screen.findByText("Unmatched/Retry", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText("Delivered")).toBeTruthy();
    expect(screen.getByText("store@example.se")).toBeTruthy();
  });

  it("says 'An error occurred when opening {name}' for an address naming no contact, and shows the list", async () => {
    renderContactScreen("/app/contacts/edit/abc");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occurred when opening abc"), { timeout: 20_000 });
    await waitFor(() => expect(currentLocation()).toBe("/app/contacts"));
  });

  it("says 'An error occurred when opening {name}' when the contact cannot be read", async () => {
    renderContactScreen("/app/contacts/edit/999");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occurred when opening contact 999"), { timeout: 20_000 });
  });

  it("'Could not retrieve contact-list' when the page fails", async () => {
    server.use(http.get("*/rest/contact/contacts", () => HttpResponse.json({ error: { code: "INTERNAL", message: "" } }, { status: 500 })));
    renderContactScreen();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not retrieve contact-list"), { timeout: 20_000 });
  });

  it("lists a contact's warranty registrations full screen", async () => {
    await renderContactList();
    fireEvent.click(within(screen.getByText("Berglund").closest("tr")!).getByRole("button", { name: "View warranty registrations" }));
    expect(await screen.findByRole("heading", { name: "Warranty registrations of Anna Berglund" })).toBeTruthy();
  });
});

describe("the contact dialog", () => {
  it("creates a contact with its alternatives: Enter in the new-address field adds it, 'Contact created' closes", async () => {
    await renderContactList();
    fireEvent.click(screen.getByRole("button", { name: "New contact" }));
    await waitFor(() => expect(currentLocation()).toBe("/app/contacts/create"));
    fireEvent.change(within(dialog()).getByRole("textbox", { name: "First name" }), { target: { value: "Sara" } });
    fireEvent.change(within(dialog()).getByRole("textbox", { name: "Last name" }), { target: { value: "Lind" } });
    fireEvent.click(within(dialog()).getByRole("tab", { name: "E-mails" }));
    fireEvent.change(within(dialog()).getByRole("textbox", { name: /Primary e-mail/ }), { target: { value: "sara@example.se" } });
    const newEmail = within(dialog()).getByRole("textbox", { name: "New alternative e-mail" });
    fireEvent.focus(newEmail);
    fireEvent.change(newEmail, { target: { value: "sara.lind@work.example.se" } });
    fireEvent.submit(newEmail.closest("form")!);
    expect(await within(dialog()).findByText("sara.lind@work.example.se")).toBeTruthy();
    expect(requests.writes()).toEqual([]);
    fireEvent.blur(newEmail);
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Contact created"));
    const body = await requests.writes()[0]!.json();
    expect(body).toMatchObject({
      firstname: "Sara",
      lastname: "Lind",
      primaryEmail: { value: "sara@example.se" },
      alternativeEmails: [{ id: null, value: "sara.lind@work.example.se" }],
    });
    await waitFor(() => expect(currentLocation()).toBe("/app/contacts"));
  });

  it("saves a stored contact with its version: 'Saved contact'", async () => {
    renderContactScreen("/app/contacts/edit/7");
    fireEvent.change(await screen.findByDisplayValue("Sängverket AB", undefined, { timeout: 20_000 }), {
      target: { value: "Sängfabriken" },
    });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved contact"));
    const put = requests.writes()[0]!;
    expect([put.method, pathOf(put)]).toEqual(["PUT", "/rest/contact/contacts/7"]);
    expect(await put.json()).toMatchObject({ employer: "Sängfabriken", updatedAt: ANNA.updatedAt });
  });

  it("shows the server's 409 at the address of another contact, and 'An error occurred when saving {name}'", async () => {
    renderContactScreen("/app/contacts/edit/7");
    await screen.findByDisplayValue("Anna", undefined, { timeout: 20_000 });
    fireEvent.click(within(dialog()).getByRole("tab", { name: "E-mails" }));
    fireEvent.change(within(dialog()).getByRole("textbox", { name: /Primary e-mail/ }), { target: { value: "jan@example.nl" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occurred when saving Anna Berglund"));
    expect(within(dialog()).getByText("Primary e-mail: This address belongs to another contact.")).toBeTruthy();
    expect(currentLocation()).toBe("/app/contacts/edit/7");
  });

  it("drops unsaved edits on close: the contact opens again as stored", async () => {
    renderContactScreen("/app/contacts/edit/7");
    fireEvent.change(await screen.findByDisplayValue("Anna", undefined, { timeout: 20_000 }), { target: { value: "Annika" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(within((await screen.findByText("Berglund")).closest("tr")!).getByRole("button", { name: "Edit contact" }));
    expect(await within(dialog()).findByDisplayValue("Anna")).toBeTruthy();
    expect(requests.writes()).toEqual([]);
  });

  it("makes an alternative primary (the server swaps), removes one after 'Remove {email}?'", async () => {
    renderContactScreen("/app/contacts/edit/7");
    await screen.findByDisplayValue("Anna", undefined, { timeout: 20_000 });
    fireEvent.click(within(dialog()).getByRole("tab", { name: "E-mails" }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Make primary: anna@work.example.se" }));
    await waitFor(() => expect(within(dialog()).getByDisplayValue("anna@work.example.se")).toBeTruthy());
    expect(within(dialog()).getByText("anna.berglund@example.se")).toBeTruthy();
    const swap = requests.writes()[0]!;
    expect([pathOf(swap), await swap.json()]).toEqual(["/rest/contact/contacts/7/emails/set-primary", { email: "anna@work.example.se" }]);

    fireEvent.click(within(dialog()).getByRole("button", { name: "Remove anna.new@example.se" }));
    await waitFor(() => expect(within(dialog()).queryByText("anna.new@example.se")).toBeNull());
    expect(confirmDialog).toHaveBeenCalledWith({ message: "Remove anna.new@example.se?" });
    const removal = requests.writes()[1]!;
    expect([removal.method, await removal.json()]).toEqual(["DELETE", { email: "anna.new@example.se" }]);
  });

  it("adds an alternative at once, or says why not with the server's message", async () => {
    renderContactScreen("/app/contacts/edit/7");
    await screen.findByDisplayValue("Anna", undefined, { timeout: 20_000 });
    fireEvent.click(within(dialog()).getByRole("tab", { name: "E-mails" }));
    const newEmail = within(dialog()).getByRole("textbox", { name: "New alternative e-mail" });
    fireEvent.change(newEmail, { target: { value: "anna.home@example.se" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Add" }));
    expect(await within(dialog()).findByText("anna.home@example.se")).toBeTruthy();
    fireEvent.change(newEmail, { target: { value: "other.person@example.se" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Add" }));
    const message = "An error occured while adding the email. Error message: The address belongs to a contact.";
    expect(await within(dialog()).findByText(message)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(message);
  });

  it("creates a portal account once the username is free; a taken one cannot be used", async () => {
    renderContactScreen("/app/contacts/edit/7");
    await screen.findByDisplayValue("Anna", undefined, { timeout: 20_000 });
    fireEvent.click(within(dialog()).getByRole("tab", { name: "Account" }));
    const username = within(dialog()).getByRole("textbox", { name: "Username" }) as HTMLInputElement;
    expect(username.value).toBe("anna.berglund@example.se");
    expect(await within(dialog()).findByText("The username is free.")).toBeTruthy();
    fireEvent.change(username, { target: { value: "taken@example" } });
    expect(within(dialog()).getByText("The username must look like an e-mail address (name@example.com).")).toBeTruthy();
    expect((within(dialog()).getByRole("button", { name: "Create account" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(username, { target: { value: "taken@example.se" } });
    expect(await within(dialog()).findByText("A portal account with this username exists.")).toBeTruthy();
    expect((within(dialog()).getByRole("button", { name: "Create account" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(username, { target: { value: "anna.portal@example.se" } });
    await within(dialog()).findByText("The username is free.");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Create account" }));
    expect(await within(dialog()).findByText("The contact has a portal account: anna.portal@example.se")).toBeTruthy();
    const create = requests.writes()[0]!;
    expect([pathOf(create), await create.json()]).toEqual(["/rest/contact/contacts/7/account", { username: "anna.portal@example.se" }]);
  });

  it("lets the portal decide when the username check fails", async () => {
    server.use(
      http.get("*/rest/contact/account-exists", () => HttpResponse.json({ error: { code: "INTERNAL", message: "" } }, { status: 500 })),
    );
    renderContactScreen("/app/contacts/edit/7");
    await screen.findByDisplayValue("Anna", undefined, { timeout: 20_000 });
    fireEvent.click(within(dialog()).getByRole("tab", { name: "Account" }));
    expect(await within(dialog()).findByText(/could not be checked/)).toBeTruthy();
    expect((within(dialog()).getByRole("button", { name: "Create account" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("links the personal-data download and erases after the spec's confirmation", async () => {
    renderContactScreen("/app/contacts/edit/7");
    await screen.findByDisplayValue("Anna", undefined, { timeout: 20_000 });
    const download = within(dialog()).getByRole("button", { name: "Download personal data" });
    expect(download.getAttribute("href")).toBe("/gdpr/export/email?email=anna.berglund%40example.se");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Delete personal data" }));
    await waitFor(() => expect(currentLocation()).toBe("/app/contacts"));
    expect(confirmDialog).toHaveBeenCalledWith({
      message: "Are you sure you want to delete this all personal information associated with this contact?",
    });
    const flush = requests.writes()[0]!;
    expect([pathOf(flush), await flush.json()]).toEqual(["/gdpr/flush/contact", { id: 7 }]);
    await waitFor(() => expect(screen.queryByText("Berglund")).toBeNull());
  });

  it("'Could not clear personal data' under 'Error' when the erase fails", async () => {
    server.use(http.post("*/gdpr/flush/contact", () => HttpResponse.json({ error: { code: "INTERNAL", message: "" } }, { status: 500 })));
    renderContactScreen("/app/contacts/edit/7");
    await screen.findByDisplayValue("Anna", undefined, { timeout: 20_000 });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Delete personal data" }));
    await waitFor(() => expect(noticeDialog).toHaveBeenCalledWith({ title: "Error", message: "Could not clear personal data" }));
    expect(currentLocation()).toBe("/app/contacts/edit/7");
  });
});
