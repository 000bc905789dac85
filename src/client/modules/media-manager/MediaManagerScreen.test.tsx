// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { mediaHandlers } from "./mediaHandlers.ts";
import { MediaManagerScreen } from "./MediaManagerScreen.tsx";
import * as stories from "./MediaManagerScreen.stories.tsx";

const { NoFolders, LoadFails, FolderOpen } = composeStories(stories);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
const confirmDialog = vi.hoisted(() => vi.fn(async (_options: { title?: string; message: string }) => true));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const writes: { method: string; path: string; body: any }[] = [];
const server = setupTestServer(...mediaHandlers);
server.events.on("request:start", async ({ request }) => {
  if (request.method === "GET") return;
  const text = await request.clone().text();
  writes.push({ method: request.method, path: new URL(request.url).pathname, body: text.startsWith("{") ? JSON.parse(text) : text });
});
afterEach(() => {
  writes.length = 0;
  vi.clearAllMocks();
});

const tree = async () => within(await screen.findByRole("navigation", { name: "Folders" }));
const button = (name: string | RegExp) => screen.getByRole("button", { name });

async function openBeds() {
  render(
    <ShellTestProviders>
      <MediaManagerScreen />
    </ShellTestProviders>,
  );
  fireEvent.click((await tree()).getByRole("button", { name: "Beds" }));
  await screen.findByRole("heading", { name: "Folder Beds" });
  await screen.findByText("Aurora headboard");
}

describe("MediaManagerScreen", () => {
  it("shows the tree, and for the chosen folder its form and its media with their downloads", async () => {
    await openBeds();
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe("Beds");
    expect(screen.getByText("Downloaded 12 times")).toBeTruthy();
    expect(screen.getByText("Downloaded 3 times")).toBeTruthy();
    expect((await tree()).getByRole("button", { name: "Beds" }).getAttribute("aria-current")).toBe("true");
    // Pristine: nothing to save.
    expect(button("Save folder").hasAttribute("disabled")).toBe(true);
  });

  it("offers as move targets only folders outside the chosen one", async () => {
    await openBeds();
    const select = screen.getByRole("combobox", { name: "Move Beds under" }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text.trim())).toEqual(["Choose a folder", "Campaigns"]);
    expect(button("Move up").hasAttribute("disabled")).toBe(true);
    expect(button("Move down").hasAttribute("disabled")).toBe(false);
  });

  it("reorders media, which marks the folder dirty, and saves the new order with the folder", async () => {
    await openBeds();
    fireEvent.click(button("Move Eira in oak up"));
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(button("Save folder"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Folder was successfully saved."));
    const put = writes.find((w) => w.method === "PUT")!;
    expect(put.path).toBe("/rest/media/folders/10");
    expect(put.body.updatedAt).toBe("2026-11-20T09:00:00.000Z");
    expect(put.body.mediaList.map((m: any) => [m.id, m.sortOrder])).toEqual([
      [102, 0],
      [101, 1],
    ]);
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).toBeNull());
  });

  it("asks before leaving a dirty form, and stays when the user does not confirm", async () => {
    await openBeds();
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Bedroom" } });
    confirmDialog.mockResolvedValueOnce(false);
    fireEvent.click((await tree()).getByRole("button", { name: "Campaigns" }));
    await waitFor(() =>
      expect(confirmDialog).toHaveBeenCalledWith({ title: "Folder have unsaved changes.", message: "Are you sure you want to continue?" }),
    );
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe("Bedroom");
  });

  it("moves a folder among its siblings and saves the tree in its new order", async () => {
    await openBeds();
    fireEvent.click((await tree()).getByRole("button", { name: "Campaigns" }));
    await screen.findByRole("heading", { name: "Folder Campaigns" });
    expect(button("Save tree").hasAttribute("disabled")).toBe(true);
    fireEvent.click(button("Move up"));
    expect(screen.getByText(/The tree has changes that are not saved/)).toBeTruthy();
    // Folders are not created or deleted over unsaved moves.
    expect(button("Delete folder").hasAttribute("disabled")).toBe(true);
    fireEvent.click(button("Save tree"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Tree was successfully saved."));
    expect(writes.map((w) => [w.path, w.body.sortOrder])).toEqual([
      ["/rest/media/folders/20", 0],
      ["/rest/media/folders/10", 1],
    ]);
  });

  it("locks the moves while a new folder is not saved, and a discarded new folder is gone", async () => {
    await openBeds();
    fireEvent.click(button("New folder under Beds"));
    await screen.findByRole("heading", { name: "New folder" });
    expect((await tree()).getByText("New folder (not saved)")).toBeTruthy();
    expect(screen.getByText("Save or discard the new folder before moving folders.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Showroom" } });
    expect((await tree()).getByText("Showroom")).toBeTruthy();
    fireEvent.click(button("Discard changes"));
    await waitFor(() =>
      expect(confirmDialog).toHaveBeenCalledWith({ title: "You are about to discard your changes.", message: "Are you sure?" }),
    );
    await waitFor(() => expect((screen.getByRole("navigation", { name: "Folders" }) as HTMLElement).textContent).not.toContain("Showroom"));
    expect(writes).toEqual([]);
  });

  it("creates a folder under the chosen one", async () => {
    await openBeds();
    fireEvent.click(button("New folder under Beds"));
    fireEvent.change(await screen.findByRole("textbox", { name: /^Name/ }), { target: { value: "Showroom" } });
    fireEvent.click(button("Save folder"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Folder was successfully saved."));
    expect(writes[0]).toMatchObject({ method: "POST", path: "/rest/media/folders", body: { name: "Showroom", parentFolderId: 10 } });
  });

  it("deletes a folder after confirmation", async () => {
    await openBeds();
    fireEvent.click(button("Delete folder"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Successfully deleted folder."));
    expect(confirmDialog).toHaveBeenCalledWith({
      title: 'You are about to delete "Beds" and all of its children.',
      message: "The changes will take effect immediately and cannot be reversed. Are you sure?",
    });
    expect(writes).toEqual([{ method: "DELETE", path: "/rest/media/folders/10", body: "" }]);
  });

  it("deletes a media item after confirmation", async () => {
    await openBeds();
    fireEvent.click(button("Delete Eira in oak"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Successfully deleted media."));
    expect(confirmDialog.mock.calls[0]![0].title).toBe('You are about to delete "Eira in oak".');
    expect(writes).toEqual([{ method: "DELETE", path: "/rest/media/media/102", body: "" }]);
  });

  it("edits an item's details in the dialog: a new one is published now, without milliseconds", async () => {
    await openBeds();
    fireEvent.click(button("New media item"));
    const dialog = within(await screen.findByRole("dialog", { name: "New media item" }));
    const published = dialog.getByLabelText("Published") as HTMLInputElement;
    expect(published.value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    fireEvent.change(dialog.getByRole("textbox", { name: /^Name/ }), { target: { value: "Showroom photo" } });
    fireEvent.click(dialog.getByRole("button", { name: "OK" }));
    await screen.findByText("Showroom photo");
    expect(screen.getByText("Not saved")).toBeTruthy();
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
  });

  it("uploads several chosen files side by side, each becoming an item of the folder", async () => {
    await openBeds();
    const input = screen.getByLabelText("Choose files") as HTMLInputElement;
    const files = [new File(["one"], "front view.jpg", { type: "image/jpeg" }), new File(["two"], "side.png", { type: "image/png" })];
    Object.defineProperty(input, "files", { value: files, configurable: true });
    fireEvent.change(input);
    await screen.findByText("front view");
    await screen.findByText("side");
    expect(screen.getAllByText("Not saved")).toHaveLength(2);
    const uploads = writes.filter((w) => w.path === "/rest/media/upload-file");
    expect(uploads).toHaveLength(2);
  });

  it("shows a refused file's own error beside the files that were stored", async () => {
    server.use(
      http.post("*/rest/media/upload-file", ({ request }) =>
        new URL(request.url).searchParams.get("originalFilename") === "notes.txt"
          ? HttpResponse.json({ error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "This kind of file is not taken." } }, { status: 415 })
          : HttpResponse.json(["kept.jpg", "kept-thumb.jpg"]),
      ),
    );
    await openBeds();
    const input = screen.getByLabelText("Choose files") as HTMLInputElement;
    Object.defineProperty(input, "files", { value: [new File(["x"], "notes.txt"), new File(["y"], "bed.jpg")], configurable: true });
    fireEvent.change(input);
    const failure = await screen.findByRole("alert");
    expect(failure.textContent).toContain("Failed to upload high resolution image.");
    expect(failure.textContent).toContain("This kind of file is not taken.");
    await screen.findByText("bed");
    expect(screen.getAllByText("Not saved")).toHaveLength(1);
  });
});

describe("MediaManagerScreen's stories", () => {
  const renderStory = (Story: typeof NoFolders | typeof FolderOpen) => {
    server.use(...(Story.parameters.msw?.handlers ?? []));
    render(
      <ShellTestProviders>
        <Story />
      </ShellTestProviders>,
    );
  };

  it("invites to create the first folder when there is none", async () => {
    renderStory(NoFolders);
    expect(await screen.findByText("There are no folders yet.")).toBeTruthy();
    expect(button("New folder").hasAttribute("disabled")).toBe(false);
  });

  it("opens with a chosen folder's form and media", async () => {
    renderStory(FolderOpen);
    await screen.findByRole("heading", { name: "Folder Beds" });
    expect(await screen.findByText("Eira in oak")).toBeTruthy();
  });

  it("says so when the tree cannot be read", async () => {
    renderStory(LoadFails);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not retrieve the media folders");
  });
});
