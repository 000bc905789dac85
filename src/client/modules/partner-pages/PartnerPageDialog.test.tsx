// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { openDialog, setupDialogTest } from "../common/dialogTests.tsx";
import { hostnameTakenHandlers, partnerPageHandlers } from "./partnerPageHandlers.ts";
import { PartnerPageDialog } from "./PartnerPageDialog.tsx";
import type { PartnerPageOwner } from "./partnerPageTypes.ts";

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const { server, writes, onSaved, onClose } = setupDialogTest(() => partnerPageHandlers);

const AMSTERDAM: PartnerPageOwner = {
  id: 1,
  name: "Vividus Store Amsterdam",
  partnerPage: { id: 7, name: "Vividus Amsterdam", hostname: "amsterdam.vividus.example" },
};
const UTRECHT: PartnerPageOwner = { id: 2, name: "Slaapstudio Utrecht", partnerPage: null };

const open = (owner: PartnerPageOwner) =>
  openDialog(<PartnerPageDialog owner={owner} onSaved={onSaved} onClose={onClose} />, "Name (default language 'en')");
const input = (dialog: Awaited<ReturnType<typeof open>>, label: string) => dialog.getByLabelText(label) as HTMLInputElement;

describe("the partner page dialog", () => {
  it("cancel writes nothing and leaves the page as it was", async () => {
    const dialog = await open(AMSTERDAM);
    fireEvent.change(input(dialog, "Name (default language 'en')"), { target: { value: "Changed" } });
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it("creates a page for a location without one, named after it", async () => {
    const dialog = await open(UTRECHT);
    expect(screen.getByRole("heading", { name: "New partner page for Slaapstudio Utrecht" })).toBeTruthy();
    expect(input(dialog, "Name (default language 'en')").value).toBe("Slaapstudio Utrecht");
    fireEvent.change(input(dialog, "Host name"), { target: { value: "Slaapstudio.Example" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    expect(new URL(writes[0]!.url).pathname).toBe("/rest/company/locations/partner-pages");
    expect(await writes[0]!.json()).toEqual({
      locationId: 2,
      partnerPage: { name: "Slaapstudio Utrecht", hostname: "slaapstudio.example", versions: [], locations: [{ id: 2 }] },
    });
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the form's errors with 'The form has errors. Check all tabs.'", async () => {
    const dialog = await open(UTRECHT);
    fireEvent.change(input(dialog, "Name (default language 'en')"), { target: { value: "" } });
    fireEvent.change(input(dialog, "Host name"), { target: { value: "not a host" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    const summary = (await dialog.findByText("The form has errors. Check all tabs.")).closest("[role=alert]") as HTMLElement;
    expect(
      within(summary)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Required: Name (default language 'en')", "Not a valid host name (lower-case, e.g. bedshop.example.com): Host name"]);
    expect(toast.error).toHaveBeenCalledWith("The form has errors. Check all tabs.");
    expect(writes).toEqual([]);
  });

  it("edits the per-site versions (not for the default language's site) and the page's locations", async () => {
    const dialog = await open(AMSTERDAM);
    fireEvent.change(await dialog.findByLabelText("Search locations to add"), { target: { value: "Rotter" } });
    fireEvent.click(await dialog.findByRole("menuitem", { name: /Droomhuis Rotterdam/ }));
    expect(dialog.getByRole("button", { name: "Remove Droomhuis Rotterdam from the page" })).toBeTruthy();
    fireEvent.click(dialog.getByRole("tab", { name: "Versions per site" }));
    expect(input(dialog, "Name on Nederland").value).toBe("Vividus Amsterdam (NL)");
    const siteChoice = await dialog.findByLabelText("Add a version for a site");
    expect(
      within(siteChoice)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a site", "Sverige (sv)", "Deutschland (de)"]);
    fireEvent.change(siteChoice, { target: { value: "1" } });
    fireEvent.change(input(dialog, "Name on Sverige"), { target: { value: "Vividus Amsterdam (SV)" } });
    fireEvent.click(dialog.getByRole("button", { name: "Remove the version of Nederland" }));
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    expect(new URL(writes[0]!.url).pathname).toBe("/rest/company/locations/partner-pages/7");
    expect(await writes[0]!.json()).toEqual({
      id: 7,
      updatedAt: "2026-10-05T09:00:00.000Z",
      name: "Vividus Amsterdam",
      hostname: "amsterdam.vividus.example",
      versions: [{ site: { id: 1 }, name: "Vividus Amsterdam (SV)" }],
      locations: [{ id: 1 }, { id: 3 }],
    });
  });

  it("a refused save keeps the form open: 'An error occured while saving the partner-page'", async () => {
    server.use(...hostnameTakenHandlers);
    const dialog = await open(AMSTERDAM);
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occured while saving the partner-page"));
    expect(dialog.getByText("Another partner page already uses this host name.")).toBeTruthy();
    expect(dialog.getByText("is already in use")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
