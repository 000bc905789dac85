// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { openDialog, setupDialogTest } from "../common/dialogTests.tsx";
import { VideoDialog } from "./VideoDialog.tsx";
import { refusingVideoHandlers, videoHandlers } from "./videoHandlers.ts";
import type { VideoInput } from "./videoTypes.ts";

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const { server, writes, onSaved, onClose } = setupDialogTest(videoHandlers);

const open = (videoId: number, knownTitle?: string | null) =>
  openDialog(<VideoDialog videoId={videoId} knownTitle={knownTitle} onSaved={onSaved} onClose={onClose} />, "Header");
type Dialog = Awaited<ReturnType<typeof open>>;
const input = (dialog: Dialog, label: string | RegExp) => dialog.getByLabelText(label) as HTMLInputElement;
const sentBody = async () => (await writes[0]!.json()) as VideoInput;

describe("the video dialog", () => {
  it("shows the general pane with the video's texts and block, and cancel writes nothing", async () => {
    const dialog = await open(1);
    expect(screen.getByRole("heading", { name: "Video: Our workshop" })).toBeTruthy();
    expect(input(dialog, "Header").value).toBe("Our workshop");
    expect(input(dialog, "Quoter").value).toBe("Anna, upholsterer");
    expect(input(dialog, "Block id").value).toBe("video-workshop");
    fireEvent.change(input(dialog, "Header"), { target: { value: "Changed" } });
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it("names a video without title fields 'undefined name'", async () => {
    await open(3);
    expect(screen.getByRole("heading", { name: "Video: undefined name" })).toBeTruthy();
  });

  it("edits a version per site language and saves with 'Saved Video'", async () => {
    const dialog = await open(1);
    fireEvent.click(dialog.getByRole("tab", { name: "Versions" }));
    fireEvent.change(input(dialog, "Header (Sverige)"), { target: { value: "Vår nya verkstad" } });
    // Swedish has a version: only the other active languages can get one.
    const add = dialog.getByLabelText("Add a version for") as HTMLSelectElement;
    expect(Array.from(add.options).map((o) => o.textContent)).toEqual(["Choose a site…", "International (en)", "Norge (no)"]);
    fireEvent.change(add, { target: { value: "3" } });
    expect(input(dialog, "Header (Norge)").value).toBe("Our workshop");
    fireEvent.change(input(dialog, "Header (Norge)"), { target: { value: "Vårt verksted" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved Video"));
    const body = await sentBody();
    expect(body.versions.map((v) => [v.site.id, v.header])).toEqual([
      [1, "Vår nya verkstad"],
      [3, "Vårt verksted"],
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(onClose).toHaveBeenCalled();
  });

  it("removing a version gives its language back", async () => {
    const dialog = await open(1);
    fireEvent.click(dialog.getByRole("tab", { name: "Versions" }));
    fireEvent.click(dialog.getByRole("button", { name: "Remove the version Sverige (sv)" }));
    const add = dialog.getByLabelText("Add a version for") as HTMLSelectElement;
    expect(Array.from(add.options).map((o) => o.value)).toEqual(["", "1", "2", "3"]);
    expect(dialog.getByText("No versions yet: the general texts are shown on every site.")).toBeTruthy();
  });

  it("makes a video available to all partner pages, emptying the specific ones", async () => {
    const dialog = await open(1);
    fireEvent.click(dialog.getByRole("tab", { name: "Availability" }));
    expect(dialog.getByText("Vividus Amsterdam")).toBeTruthy();
    fireEvent.click(dialog.getByRole("radio", { name: "Available for all partner-pages" }));
    expect(dialog.queryByText("Vividus Amsterdam")).toBeNull();
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(await sentBody()).toMatchObject({ isAvailableForPartnerPages: true, availableToSpecificPartnerPages: [] });
  });

  it("makes a video for all available to specific partner pages only, the flag off", async () => {
    const dialog = await open(2);
    fireEvent.click(dialog.getByRole("tab", { name: "Availability" }));
    fireEvent.click(dialog.getByRole("radio", { name: "Specific partner pages" }));
    expect(dialog.getByText("No partner page chosen: the video is shown on none.")).toBeTruthy();
    const pages = dialog.getByLabelText("Partner pages");
    pages.focus(); // the chooser closes again when its input has no focus
    fireEvent.change(pages, { target: { value: "oslo" } });
    // Blueprint handles the click on the item inside the option.
    fireEvent.click(within(await screen.findByRole("option", { name: "Sleep Studio Oslo" })).getByText("Sleep Studio Oslo"));
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(await sentBody()).toMatchObject({ isAvailableForPartnerPages: false, availableToSpecificPartnerPages: [{ id: 13 }] });
  });

  it("shows a refused save with 'Problems when saving video' and each field, and stays open with what was typed", async () => {
    server.use(...refusingVideoHandlers());
    const dialog = await open(1);
    fireEvent.change(input(dialog, "Header"), { target: { value: "Typed" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Problems when saving video"));
    const alert = (await dialog.findByText("Problems when saving video")).closest("[role=alert]") as HTMLElement;
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Header: must NOT have more than 300 characters", "Quote (Sverige): must NOT have more than 2000 characters"]);
    // At the general header's input too.
    expect(dialog.getByText("Header: must NOT have more than 300 characters", { selector: "span" })).toBeTruthy();
    expect(input(dialog, "Header").value).toBe("Typed");
    expect(onClose).not.toHaveBeenCalled();
  });
});
