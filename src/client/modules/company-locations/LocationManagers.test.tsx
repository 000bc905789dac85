// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { LocationManagersDialog } from "./LocationManagersDialog.tsx";
import { locationHandlers } from "./locationHandlers.ts";
import { pathOf, queryOf, recordRequests } from "./locationTestSetup.tsx";

const { toast, confirmDialog } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  confirmDialog: vi.fn(async (_options: { message: string }) => true),
}));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const server = setupTestServer();
const requests = recordRequests(server);
beforeEach(() => {
  requests.clear();
  server.use(...locationHandlers());
});
afterEach(() => vi.clearAllMocks());

async function openManagers() {
  render(
    <ShellTestProviders>
      <LocationManagersDialog location={{ id: 1, name: "Vividus Store Amsterdam" }} onClose={() => {}} />
    </ShellTestProviders>,
  );
  await screen.findByText("Anna de Vries");
  return within(screen.getByRole("dialog"));
}

const typeEmail = (dialog: Awaited<ReturnType<typeof openManagers>>, email: string) =>
  fireEvent.change(dialog.getByLabelText("E-mail of the new manager"), { target: { value: email } });

describe("the location managers dialog", () => {
  it("says 'No e-mail entered' and calls nothing without an e-mail", async () => {
    const dialog = await openManagers();
    fireEvent.click(dialog.getByRole("button", { name: "Add manager" }));
    expect(toast.warning).toHaveBeenCalledWith("No e-mail entered");
    expect(requests.writes()).toEqual([]);
  });

  it("adds a manager by e-mail and lists them", async () => {
    const dialog = await openManagers();
    typeEmail(dialog, "new@vividus.example");
    fireEvent.keyDown(dialog.getByLabelText("E-mail of the new manager"), { key: "Enter" });
    expect(await dialog.findByText("new@vividus.example")).toBeTruthy();
    expect(await requests.writes()[0]!.json()).toEqual({ email: "new@vividus.example" });
    expect((dialog.getByLabelText("E-mail of the new manager") as HTMLInputElement).value).toBe("");
  });

  it("'{email} could not be added - {server message}' when the server declines", async () => {
    const dialog = await openManagers();
    typeEmail(dialog, "anna@vividus.example");
    fireEvent.click(dialog.getByRole("button", { name: "Add manager" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("anna@vividus.example could not be added - The e-mail already manages this location."),
    );
  });

  it("'An error occurred adding {email} - {server error message}' when the call fails", async () => {
    server.use(
      http.post("*/rest/company/locations/:id/managers", () =>
        HttpResponse.json({ error: { code: "VALIDATION", message: 'body/email must match format "email"' } }, { status: 400 }),
      ),
    );
    const dialog = await openManagers();
    typeEmail(dialog, "not-an-address");
    fireEvent.click(dialog.getByRole("button", { name: "Add manager" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('An error occurred adding not-an-address - body/email must match format "email"'),
    );
  });

  it("removes after 'Remove {name}?'", async () => {
    const dialog = await openManagers();
    fireEvent.click(dialog.getByRole("button", { name: "Remove Anna de Vries" }));
    await waitFor(() => expect(dialog.queryByText("Anna de Vries")).toBeNull());
    expect(confirmDialog).toHaveBeenCalledWith({ message: "Remove Anna de Vries?" });
    const removal = requests.writes()[0]!;
    expect([removal.method, pathOf(removal), queryOf(removal)]).toEqual([
      "DELETE",
      "/rest/company/locations/1/managers",
      { contactId: "501" },
    ]);
  });

  it("removes nothing when declined, and says 'An error occurred when removing a manager' on failure", async () => {
    confirmDialog.mockResolvedValueOnce(false);
    const dialog = await openManagers();
    fireEvent.click(dialog.getByRole("button", { name: "Remove -" }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalledWith({ message: "Remove -?" }));
    expect(requests.writes()).toEqual([]);
    server.use(
      http.delete("*/rest/company/locations/:id/managers", () =>
        HttpResponse.json({ error: { code: "NOT_FOUND", message: "Manager not found." } }, { status: 404 }),
      ),
    );
    fireEvent.click(dialog.getByRole("button", { name: "Remove Anna de Vries" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occurred when removing a manager"));
    expect(dialog.getByText("Anna de Vries")).toBeTruthy();
  });
});
