// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { WarrantyDialog } from "./WarrantyDialog.tsx";
import { ANNA_REF, ANNAS_BED } from "./warrantyFixtures.ts";
import { failingSearchHandlers, refusingSaveHandlers, warrantyHandlers } from "./warrantyHandlers.ts";
import type { ContactRef } from "./warrantyTypes.ts";

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const server = setupTestServer();
const writes: Request[] = [];
const checks: string[] = [];
server.events.on("request:start", ({ request }) => {
  if (request.method !== "GET") writes.push(request.clone());
  if (request.url.includes("bed-id-unique-check")) checks.push(new URL(request.url).searchParams.get("bedId")!);
});
const onSaved = vi.fn();
const onClose = vi.fn();
beforeEach(() => {
  writes.length = 0;
  checks.length = 0;
  server.use(...warrantyHandlers());
});
afterEach(() => vi.clearAllMocks());

async function open(registrationId: number | null, contact: ContactRef | null = null) {
  render(
    <ShellTestProviders>
      <WarrantyDialog registrationId={registrationId} contact={contact} onSaved={onSaved} onClose={onClose} />
    </ShellTestProviders>,
  );
  const dialog = within(await screen.findByRole("dialog"));
  await dialog.findByLabelText(/^Bed id/);
  // The bed models arrive with their own call.
  await waitFor(() => expect(dialog.getAllByRole("option", { name: "Nordic Classic" })).toHaveLength(1));
  return dialog;
}
type Dialog = Awaited<ReturnType<typeof open>>;
const field = (dialog: Dialog, label: RegExp) => dialog.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const choose = (dialog: Dialog, label: RegExp, value: string) => fireEvent.change(field(dialog, label), { target: { value } });

async function fillBed(dialog: Dialog, bedId: string) {
  choose(dialog, /^Bed model/, "Nordic Classic");
  fireEvent.change(field(dialog, /^Bed id/), { target: { value: bedId } });
  fireEvent.blur(field(dialog, /^Bed id/));
  choose(dialog, /^Year of purchase/, "2024");
  choose(dialog, /^Month of purchase/, "5");
}

describe("the warranty dialog", () => {
  it("registers a bed to a contact found by search: the single colour chosen, the bed id checked", async () => {
    const dialog = await open(null);
    fireEvent.change(field(dialog, /Search name, e-mail or phone/), { target: { value: "lind" } });
    fireEvent.click(await dialog.findByRole("button", { name: /Anna Lindqvist/ }));
    expect(dialog.getByTestId("warranty-chosen-contact").textContent).toContain("Anna Lindqvist");
    await fillBed(dialog, "NC-2026-7");
    expect(field(dialog, /^Colour/).value).toBe("Birch White");
    expect(await dialog.findByText(/The bed id is not registered yet\./)).toBeTruthy();
    expect(checks).toEqual(["NC-2026-7"]);
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("created"));
    expect(toast.success).toHaveBeenCalledWith("Warranty registration created");
    expect(onClose).toHaveBeenCalled();
    expect(new URL(writes[0]!.url).pathname).toBe(`/rest/contact/contacts/${ANNA_REF.id}/warranty-registrations`);
    expect(await writes[0]!.json()).toEqual({
      id: null,
      bedModel: "Nordic Classic",
      bedColor: "Birch White",
      bedTopMattressModel: null,
      bedId: "NC-2026-7",
      purchasedYear: 2024,
      purchasedMonth: 5,
      careReminders: false,
      purchaseLocation: null,
      updatedAt: null,
    });
  });

  it("says 'No contact selected.' when saved in find mode without a contact, and writes nothing", async () => {
    const dialog = await open(null);
    await fillBed(dialog, "NC-1");
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("No contact selected.")).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith("No contact selected.");
    expect(writes).toEqual([]);
    expect(checks).toEqual([]); // no contact yet: the path of the check names none
  });

  it("marks a bed id already registered (any case) and does not save it", async () => {
    const dialog = await open(null, ANNA_REF);
    await fillBed(dialog, "ac-2024-000123");
    expect(await dialog.findByText("This bed id is already registered.")).toBeTruthy();
    expect(field(dialog, /^Bed id/).getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Please correct the marked fields."));
    expect(writes).toEqual([]);
  });

  it("checks the bed id only once the field was left, then on every change", async () => {
    const dialog = await open(null, ANNA_REF);
    fireEvent.change(field(dialog, /^Bed id/), { target: { value: "NC-9" } });
    expect(checks).toEqual([]);
    fireEvent.blur(field(dialog, /^Bed id/));
    await waitFor(() => expect(checks).toEqual(["NC-9"]));
    fireEvent.change(field(dialog, /^Bed id/), { target: { value: "NC-91" } });
    await waitFor(() => expect(checks).toEqual(["NC-9", "NC-91"]));
    expect(await dialog.findByText(/The bed id is not registered yet\./)).toBeTruthy();
  });

  it("edits a registration: the model change clears the colour, no bed id check, saved with its version", async () => {
    const dialog = await open(ANNAS_BED.id);
    expect(field(dialog, /^Bed model/).value).toBe("Aurora Continental");
    expect(field(dialog, /^Colour/).value).toBe("Charcoal");
    expect(dialog.getByTestId("warranty-chosen-contact").textContent).toContain("Anna Lindqvist");
    expect(dialog.queryByRole("radiogroup")).toBeNull();
    choose(dialog, /^Bed model/, "Solstice Adjustable");
    expect(field(dialog, /^Colour/).value).toBe("");
    expect(
      within(field(dialog, /^Colour/))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a colour", "Graphite", "Linen"]);
    choose(dialog, /^Colour/, "Linen");
    fireEvent.change(field(dialog, /^Bed id/), { target: { value: "AC-2024-000124" } });
    fireEvent.blur(field(dialog, /^Bed id/));
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("updated"));
    expect(checks).toEqual([]);
    expect(writes[0]!.method).toBe("PUT");
    expect(new URL(writes[0]!.url).pathname).toBe(`/rest/contact/contacts/${ANNA_REF.id}/warranty-registrations/${ANNAS_BED.id}`);
    expect(await writes[0]!.json()).toMatchObject({ bedModel: "Solstice Adjustable", bedColor: "Linen", updatedAt: ANNAS_BED.updatedAt });
    expect(toast.success).toHaveBeenCalledWith("Warranty registration saved");
  });

  it("creates a new contact first in create mode, then registers the bed to it", async () => {
    const dialog = await open(null);
    fireEvent.click(dialog.getByRole("radio", { name: "New contact" }));
    fireEvent.change(field(dialog, /^First name/), { target: { value: "Sara" } });
    fireEvent.change(field(dialog, /^Last name/), { target: { value: "Holm" } });
    fireEvent.change(field(dialog, /^E-mail/), { target: { value: "sara.holm@example.se" } });
    await fillBed(dialog, "NC-55");
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("created"));
    expect(new URL(writes[0]!.url).pathname).toBe("/rest/contact/contacts");
    expect(await writes[0]!.json()).toMatchObject({ firstname: "Sara", lastname: "Holm", primaryEmail: { value: "sara.holm@example.se" } });
    expect(new URL(writes[1]!.url).pathname).toMatch(/^\/rest\/contact\/contacts\/\d+\/warranty-registrations$/);
  });

  it("shows the server's field errors per field as 'field: message' and stays open", async () => {
    server.use(...refusingSaveHandlers);
    const dialog = await open(null, ANNA_REF);
    await fillBed(dialog, "NC-77");
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to create warranty registration."));
    const alert = within(dialog.getByRole("alert"));
    expect(alert.getByText("Could not save the warranty")).toBeTruthy();
    expect(alert.getByText("Colour: not accepted")).toBeTruthy();
    expect(alert.getByText("Month of purchase: lies in the future")).toBeTruthy();
    expect(dialog.getAllByText("Month of purchase: lies in the future")).toHaveLength(2); // also at the field
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Error when searching for warranty' when the contact search fails", async () => {
    server.use(...failingSearchHandlers);
    const dialog = await open(null);
    fireEvent.change(field(dialog, /Search name, e-mail or phone/), { target: { value: "x" } });
    expect(await dialog.findByText("Error when searching for warranty")).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith("Error when searching for warranty");
  });
});
