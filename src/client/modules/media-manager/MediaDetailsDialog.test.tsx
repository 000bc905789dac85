// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { newMediaDraft } from "./folderDraft.ts";
import { mediaHandlers } from "./mediaHandlers.ts";
import { MediaDetailsDialog } from "./MediaDetailsDialog.tsx";

const server = setupTestServer(...mediaHandlers);

function renderDialog(onApply = vi.fn()) {
  render(
    <ShellTestProviders>
      <MediaDetailsDialog item={{ ...newMediaDraft(new Date()), name: "Aurora" }} isNew onApply={onApply} onClose={() => {}} />
    </ShellTestProviders>,
  );
  return within(screen.getByRole("dialog", { name: "New media item" }));
}

function choose(input: HTMLElement, file: File) {
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  fireEvent.change(input);
}

describe("MediaDetailsDialog", () => {
  it("uploads each of the three files as its own kind, ticks it, and hands the item over with the stored names", async () => {
    const kinds: string[] = [];
    server.events.on("request:start", ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === "/rest/media/upload-file")
        kinds.push(`${url.searchParams.get("filetype")}:${url.searchParams.get("originalFilename")}`);
    });
    const onApply = vi.fn();
    const dialog = renderDialog(onApply);
    choose(dialog.getByLabelText("Thumbnail"), new File(["t"], "small.jpg"));
    await dialog.findByTitle("Uploaded");
    choose(dialog.getByLabelText("High resolution"), new File(["h"], "big.tif"));
    await dialog.findByText("big.tif");
    fireEvent.click(dialog.getByRole("button", { name: "OK" }));
    expect(kinds).toEqual(["thumbnail:small.jpg", "highRes:big.tif"]);
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Aurora",
        thumbnail: "stored.jpg",
        thumbnailOriginalFilename: "small.jpg",
        highRes: "stored.jpg",
        lowRes: null,
      }),
    );
  });

  it("says which upload failed, in the catalogue's words", async () => {
    server.use(
      http.post("*/rest/media/upload-file", () =>
        HttpResponse.json({ error: { code: "BAD_REQUEST", message: "Damaged image." } }, { status: 400 }),
      ),
    );
    const dialog = renderDialog();
    choose(dialog.getByLabelText("Low resolution"), new File(["x"], "broken.jpg"));
    expect((await dialog.findByRole("alert")).textContent).toBe("Failed to upload low resolution image.");
  });
});
