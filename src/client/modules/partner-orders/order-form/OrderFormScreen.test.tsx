// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestServer } from "../../common/testServer.ts";
import { renderInShell } from "../partnerOrdersTestSetup.tsx";
import { OrderFormFrame } from "./OrderFormFrame.tsx";
import { failingDeleteHandler, orderFormHandlers, refusedSaveHandler } from "./orderFormHandlers.ts";

const { toast, confirmDialog } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  confirmDialog: vi.fn(async (_options: { message: string }) => true),
}));
vi.mock("../../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const server = setupTestServer();
let requests: Request[];
beforeEach(() => {
  requests = [];
  server.use(...orderFormHandlers(requests));
});
afterEach(() => vi.clearAllMocks());

async function renderOrderForm() {
  renderInShell(<OrderFormFrame />);
  await screen.findByRole("heading", { name: "Order form" }, { timeout: 20_000 });
  await screen.findByRole("table", { name: "Properties" });
}

const cellOf = (property: string, template: string) =>
  screen.getByRole("button", { name: new RegExp(`: edit ${property} for ${template}$`) }).closest("td")!;
const isMarked = (property: string, template: string) =>
  within(cellOf(property, template)).queryByText("Differs from the default") !== null;
const editButton = (property: string, template: string) => within(cellOf(property, template)).getByRole("button");
const dialog = () => screen.getByRole("dialog");
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false }) as HTMLInputElement;
const saves = () => requests.filter((r) => r.method === "POST");

describe("the order form", () => {
  it("shows the properties and templates, marking each template's differences", async () => {
    await renderOrderForm();
    expect(screen.getByRole("columnheader", { name: /Hotel\s*1 difference/ })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Export\s*0 differences/ })).toBeTruthy();
    expect(isMarked("Firmness", "Hotel")).toBe(true);
    expect(isMarked("Width", "Hotel")).toBe(false);
    expect(isMarked("Firmness", "Export")).toBe(false);
  });

  it("edits a measurement's default and says 'Saved!'", async () => {
    await renderOrderForm();
    fireEvent.click(screen.getByRole("button", { name: /: edit the default of Width$/ }));
    await screen.findByRole("dialog", { name: "Width: default" });
    await waitFor(() => expect(field("Maximum").value).toBe("210"));
    // The default has no override to delete.
    expect(within(dialog()).queryByRole("button", { name: "Delete the override" })).toBeNull();
    fireEvent.change(field("Maximum"), { target: { value: "220" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    const body = await saves()[0]!.json();
    expect(new URL(saves()[0]!.url).pathname).toBe("/partner-order/template/default/property/width");
    expect(body).toMatchObject({
      dataType: "measurement",
      maxValue: 220,
      options: [],
      isNew: false,
      updatedAt: "2026-11-01T10:00:00.000Z",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("saves a property new for a template as its override: the template gains the difference", async () => {
    await renderOrderForm();
    fireEvent.click(editButton("Width", "Export"));
    await screen.findByRole("dialog", { name: "Width: template Export" });
    expect(await within(dialog()).findByText(/New for this template/)).toBeTruthy();
    expect(within(dialog()).queryByRole("button", { name: "Delete the override" })).toBeNull();
    fireEvent.change(field("Default value"), { target: { value: "180" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    expect(await saves()[0]!.json()).toMatchObject({ isNew: true, updatedAt: null, defaultValue: "180" });
    await waitFor(() => expect(isMarked("Width", "Export")).toBe(true));
  });

  it("edits a choice's options: add one, rename, remove, pick the default", async () => {
    await renderOrderForm();
    fireEvent.click(screen.getByRole("button", { name: /: edit the default of Firmness$/ }));
    await screen.findByRole("dialog", { name: "Firmness: default" });
    await within(dialog()).findByRole("button", { name: "Remove option 3" });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Remove option 1" }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Add option" }));
    const codes = () => within(dialog()).getAllByLabelText(/Option code/) as HTMLInputElement[];
    const names = () => within(dialog()).getAllByLabelText(/Option name/) as HTMLInputElement[];
    fireEvent.change(codes()[2]!, { target: { value: "extra-firm" } });
    fireEvent.change(names()[2]!, { target: { value: "Extra firm" } });
    fireEvent.change(field("Default value"), { target: { value: "extra-firm" } });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    expect(await saves()[0]!.json()).toMatchObject({
      dataType: "choice",
      options: [
        { code: "medium", displayName: "Medium" },
        { code: "firm", displayName: "Firm" },
        { code: "extra-firm", displayName: "Extra firm" },
      ],
      defaultValue: "extra-firm",
      unit: null,
    });
  });

  it("keeps an incomplete option from being sent and says what is missing", async () => {
    await renderOrderForm();
    fireEvent.click(screen.getByRole("button", { name: /: edit the default of Firmness$/ }));
    await within(await screen.findByRole("dialog")).findByRole("button", { name: "Add option" });
    fireEvent.click(within(dialog()).getByRole("button", { name: "Add option" }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(await within(dialog()).findAllByText("Required.")).toHaveLength(2);
    expect(saves()).toHaveLength(0);
  });

  it("shows the server's field errors in the UI language and says the save went wrong", async () => {
    server.use(refusedSaveHandler);
    await renderOrderForm();
    fireEvent.click(screen.getByRole("button", { name: /: edit the default of Width$/ }));
    await screen.findByRole("dialog", { name: "Width: default" });
    await waitFor(() => expect(field("Name").value).toBe("Width"));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something went wrong when saving property!"));
    expect(await within(dialog()).findByText("Too long.")).toBeTruthy();
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
  });

  it("deletes a template's override after a confirmation: 'deleted!', the difference unmarked", async () => {
    await renderOrderForm();
    fireEvent.click(editButton("Firmness", "Hotel"));
    await screen.findByRole("dialog", { name: "Firmness: template Hotel" });
    fireEvent.click(await within(dialog()).findByRole("button", { name: "Delete the override" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("deleted!"));
    expect(confirmDialog.mock.calls[0]![0].message).toBe("Delete Hotel's override of Firmness? The template falls back to the default.");
    expect(requests.some((r) => r.method === "DELETE" && r.url.endsWith("/partner-order/template/hotel/property/firmness"))).toBe(true);
    await waitFor(() => expect(isMarked("Firmness", "Hotel")).toBe(false));
  });

  it("says 'Something went wrong when deleting property!' when the delete fails", async () => {
    server.use(failingDeleteHandler);
    await renderOrderForm();
    fireEvent.click(editButton("Firmness", "Hotel"));
    await screen.findByRole("dialog");
    fireEvent.click(await within(dialog()).findByRole("button", { name: "Delete the override" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Something went wrong when deleting property!"));
    expect(isMarked("Firmness", "Hotel")).toBe(true);
  });
});
