// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { ContactRegistrationsDialog } from "./ContactRegistrationsDialog.tsx";
import { ANNA, ANNAS_BED } from "./warrantyFixtures.ts";
import { warrantyHandlers } from "./warrantyHandlers.ts";

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const server = setupTestServer();
const onClose = vi.fn();
beforeEach(() => server.use(...warrantyHandlers()));
afterEach(() => vi.clearAllMocks());

function open({ readOnly = false } = {}) {
  render(
    <ShellTestProviders>
      <ContactRegistrationsDialog
        contact={{ id: ANNA.id, firstname: ANNA.firstname, lastname: ANNA.lastname }}
        readOnly={readOnly}
        onClose={onClose}
      />
    </ShellTestProviders>,
  );
}
const list = () => within(screen.getByRole("dialog", { name: "Warranty registrations of Anna Lindqvist" }));

describe("a contact's registrations", () => {
  it("lists the contact's beds with their purchase and store", async () => {
    open();
    const row = within((await list().findByRole("cell", { name: ANNAS_BED.bedId })).closest("tr")!);
    expect(row.getByRole("cell", { name: "Aurora Continental" })).toBeTruthy();
    expect(row.getByRole("cell", { name: "March 2024" })).toBeTruthy();
    expect(row.getByRole("cell", { name: "Vividus Store Östermalm" })).toBeTruthy();
    expect(row.getByRole("cell", { name: "Yes" })).toBeTruthy();
  });

  it("registers another bed to the contact and lists it after the form saves", async () => {
    open();
    await list().findByRole("cell", { name: ANNAS_BED.bedId });
    fireEvent.click(list().getByRole("button", { name: "Register a bed" }));
    const form = within(await screen.findByRole("dialog", { name: "New warranty registration" }));
    // The contact is fixed: no finder, no mode switch.
    expect(form.getByTestId("warranty-chosen-contact").textContent).toContain("Anna Lindqvist");
    expect(form.queryByRole("radio", { name: "New contact" })).toBeNull();
    await waitFor(() => expect(form.getAllByRole("option", { name: "Nordic Classic" })).toHaveLength(1));
    fireEvent.change(form.getByLabelText(/^Bed model/), { target: { value: "Nordic Classic" } });
    fireEvent.change(form.getByLabelText(/^Bed id/), { target: { value: "NC-2025-42" } });
    fireEvent.change(form.getByLabelText(/^Year of purchase/), { target: { value: "2025" } });
    fireEvent.change(form.getByLabelText(/^Month of purchase/), { target: { value: "1" } });
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    expect(await list().findByRole("cell", { name: "NC-2025-42" })).toBeTruthy();
    expect(list().getByRole("cell", { name: "January 2025" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "New warranty registration" })).toBeNull();
  });

  it("only lists the beds for an account without the permission warranty", async () => {
    open({ readOnly: true });
    await list().findByRole("cell", { name: ANNAS_BED.bedId });
    expect(list().queryByRole("button", { name: "Register a bed" })).toBeNull();
    expect(list().queryByRole("button", { name: `Edit ${ANNAS_BED.bedId}` })).toBeNull();
  });

  it("edits a bed from its row and shows the change", async () => {
    open();
    fireEvent.click(await list().findByRole("button", { name: `Edit ${ANNAS_BED.bedId}` }));
    const form = within(await screen.findByRole("dialog", { name: `Warranty registration ${ANNAS_BED.bedId}` }));
    const careReminders = await form.findByRole("checkbox", { name: "Send care reminders" });
    fireEvent.click(careReminders);
    fireEvent.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Warranty registration saved"));
    const row = within((await list().findByRole("cell", { name: ANNAS_BED.bedId })).closest("tr")!);
    await waitFor(() => expect(row.getByRole("cell", { name: "No" })).toBeTruthy());
  });

  it("says 'Could not retrieve warranty registrations' when the list cannot be read", async () => {
    server.use(
      http.get("*/rest/contact/contacts/:id/warranty-registrations", () =>
        HttpResponse.json({ error: { code: "INTERNAL", message: "Boom" } }, { status: 500 }),
      ),
    );
    open();
    expect(await list().findByText("Could not retrieve warranty registrations")).toBeTruthy();
  });
});
