// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { pageEditorHandlers, SLIDES_SAVED_VERSION } from "../cms-page-editor/pageEditorFixtures.ts";
import * as stories from "./BlockEditorDialog.stories.tsx";

const { TextHeader, TextStory, Popup, InformativeImage, NewBlock, WithoutDesignRight, ImageList, VideoList, Slideshow, NewSlideshow } =
  composeStories(stories);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const writes: { path: string; body: any }[] = [];
const server = setupTestServer(...pageEditorHandlers());
server.events.on("request:start", async ({ request }) => {
  if (request.method === "GET") return;
  const text = await request.clone().text();
  writes.push({ path: new URL(request.url).pathname, body: text.startsWith("{") ? JSON.parse(text) : text });
});
afterEach(() => {
  writes.length = 0;
  vi.clearAllMocks();
});

function renderStory(Story: typeof TextHeader) {
  render(
    <ShellTestProviders>
      <Story />
    </ShellTestProviders>,
  );
  return screen.findByRole("dialog");
}

const sectionButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole("button", { name });

describe("BlockEditorDialog", () => {
  it("has the tabs General and Advanced, and collapsible sections one open at a time, General first", async () => {
    const dialog = await renderStory(TextHeader);
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["General", "Advanced"]);
    expect(sectionButton(dialog, "General").getAttribute("aria-expanded")).toBe("true");
    expect(sectionButton(dialog, "Language versions").getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(sectionButton(dialog, "Language versions"));
    expect(sectionButton(dialog, "General").getAttribute("aria-expanded")).toBe("false");
    expect(sectionButton(dialog, "Language versions").getAttribute("aria-expanded")).toBe("true");
  });

  it("edits a text header in its template and hands the data back on Apply", async () => {
    const dialog = await renderStory(TextHeader);
    const header = within(dialog).getByRole("textbox", { name: "Header" }) as HTMLInputElement;
    expect(header.value).toBe("About us");
    expect(header.maxLength).toBe(300);
    fireEvent.change(header, { target: { value: "Who we are" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Link address" }), { target: { value: "/about" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(JSON.parse(screen.getByTestId("applied").textContent!)).toEqual({
      header: "Who we are",
      preamble: "Handmade since 1852.",
      linkUrl: "/about",
    });
  });

  it("adds every missing language, clones this page's version and saves each on its site's page", async () => {
    const dialog = await renderStory(TextHeader);
    fireEvent.click(sectionButton(dialog, "Language versions"));
    await within(dialog).findByText("Webbplats (sv) version");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add all" }));
    expect(within(dialog).getByText("Webseite (de) version")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Clone this page's version to" }), { target: { value: "2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Clone" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save versions" }));
    // The Swedish page (17) gets the cloned version; no page of the German site shows these blocks, which the editor says.
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^No page of Webseite shows/)));
    expect(writes).toHaveLength(1);
    const saved = writes[0]!.body.page;
    expect(saved.id).toBe(17);
    expect(saved.blocks.find((b: { id: number }) => b.id === 171).data).toEqual({ header: "About us", preamble: "Handmade since 1852." });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says a new version has no page when no page of its site shows the page's blocks", async () => {
    const dialog = await renderStory(TextHeader);
    fireEvent.click(sectionButton(dialog, "Language versions"));
    await within(dialog).findByText("Webbplats (sv) version");
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Add a version for" }), { target: { value: "3" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add version" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save versions" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^No page of Webseite shows/)));
    expect(writes).toHaveLength(0);
  });

  it("removes a version: its site's page is saved without it", async () => {
    const dialog = await renderStory(TextHeader);
    fireEvent.click(sectionButton(dialog, "Language versions"));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Remove the Webbplats (sv) version" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save versions" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body.page.blocks.map((b: { id: number }) => b.id)).toEqual([172]);
  });

  it("edits a popup's display rules in the rules editor", async () => {
    const dialog = await renderStory(Popup);
    fireEvent.click(sectionButton(dialog, "Display rules"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove all" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(JSON.parse(screen.getByTestId("applied").textContent!)).toEqual({ header: "Spring offer", rules: null });
  });

  it("draws a class without a template from its schema, nested points included", async () => {
    const dialog = await renderStory(InformativeImage);
    const headers = within(dialog).getAllByRole("textbox", { name: "Header" }) as HTMLInputElement[];
    expect(headers.map((h) => h.value)).toEqual(["The frame", "Pine"]);
    expect((within(dialog).getByLabelText(/^Horizontal position \(%\)/) as HTMLInputElement).value).toBe("20.5");
  });

  it("offers no versions for a block not saved yet, and a new block's type can be chosen", async () => {
    const dialog = await renderStory(NewBlock);
    const type = within(dialog).getByRole("combobox", { name: "Block type" }) as HTMLSelectElement;
    expect(type.value).toBe("text_header");
    fireEvent.change(type, { target: { value: "quote" } });
    expect(within(dialog).getByRole("heading", { name: "Edit block: Quote" })).toBeTruthy();
    fireEvent.click(sectionButton(dialog, "Language versions"));
    expect(within(dialog).getByText(/Save the page first/)).toBeTruthy();
  });

  it("shows the design only to accounts with cmsDesign", async () => {
    let dialog = await renderStory(TextHeader);
    fireEvent.click(within(dialog).getByRole("tab", { name: "Advanced" }));
    expect(within(dialog).getByRole("textbox", { name: "CSS classes" })).toBeTruthy();
    screen.getByTestId("applied").closest("body")!.innerHTML = "";
    dialog = await renderStory(WithoutDesignRight);
    fireEvent.click(within(dialog).getByRole("tab", { name: "Advanced" }));
    expect(within(dialog).getByText("Changing the design needs the Website Design permission.")).toBeTruthy();
    expect(within(dialog).queryByRole("textbox", { name: "CSS classes" })).toBeNull();
  });
});

describe("BlockEditorDialog's preview", () => {
  it("stores the block as edited and shows it in desktop, tablet and mobile frames with a full-screen link", async () => {
    const dialog = await renderStory(TextHeader);
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Header" }), { target: { value: "Previewed" } });
    fireEvent.click(sectionButton(dialog, "Preview"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Show preview" }));
    await waitFor(() => expect(within(dialog).getAllByTitle(/^(Desktop|Tablet|Mobile)$/)).toHaveLength(3));
    expect(writes[0]!.path).toBe("/cms/editor/block/set-preview-block");
    expect(writes[0]!.body.data).toEqual({
      class: "text_header",
      data: { header: "Previewed", preamble: "Handmade since 1852." },
      image: null,
    });
    const link = within(dialog).getByRole("button", { name: "Open the preview full screen" });
    expect(link.getAttribute("href")).toMatch(new RegExp(`/en/preview-block\\?identifier=${writes[0]!.body.identifier}$`));
  });
});

describe("BlockEditorDialog's file upload", () => {
  it("uploads the chosen file and puts its stored name in the image field", async () => {
    const dialog = await renderStory(TextStory);
    expect(within(dialog).getByRole("button", { name: "Upload a file for Image file name" })).toBeTruthy();
    const input = dialog.querySelector("input[type=file]") as HTMLInputElement;
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "bed.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect((within(dialog).getByRole("textbox", { name: "Image file name" }) as HTMLInputElement).value).toBe("3f2a9c-bed.jpg"),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(JSON.parse(screen.getByTestId("applied").textContent!).image).toEqual({ identifier: "3f2a9c-bed.jpg", type: "static" });
  });

  it("says 'Failed to upload file.' when the upload fails without a message", async () => {
    server.use(http.post("*/cms/upload/upload", () => new HttpResponse(null, { status: 502 })));
    const dialog = await renderStory(TextStory);
    const file = new File(["x"], "bed.jpg", { type: "image/jpeg" });
    fireEvent.change(dialog.querySelector("input[type=file]")!, { target: { files: [file] } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to upload file."));
  });
});

describe("BlockEditorDialog's image points", () => {
  it("places a point where the image is clicked, in percent with two decimals", async () => {
    const dialog = await renderStory(InformativeImage);
    fireEvent.click(sectionButton(dialog, "Image points"));
    const box = within(dialog).getByRole("button", { name: "Place a point on the image" });
    box.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 300,
      height: 200,
      right: 300,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.click(box, { clientX: 100, clientY: 50, detail: 1 });
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(JSON.parse(screen.getByTestId("applied").textContent!).points).toEqual([
      { horizontalPos: 20.5, verticalPos: 40, header: "Pine" },
      { horizontalPos: 33.33, verticalPos: 25 },
    ]);
  });
});

const READ_VERSION = "2026-11-20T09:00:00.000Z";
const applied = () => JSON.parse(screen.getByTestId("applied").textContent!);
const summaries = (dialog: HTMLElement, list: string) =>
  within(within(dialog).getByRole("group", { name: list }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".cell-list-summary")!.textContent);

describe("BlockEditorDialog's image list and video list cells", () => {
  it("edits an image list's cells in a compact list: move, remove, add with an uploaded image; focus follows the buttons", async () => {
    const dialog = await renderStory(ImageList);
    expect((within(dialog).getByRole("textbox", { name: "Header" }) as HTMLInputElement).value).toBe("Materials");
    expect(summaries(dialog, "Cells")).toEqual(["Horsehair", "Cotton", "Wool"]);
    expect((within(dialog).getByRole("button", { name: "Move cell 1 up" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole("button", { name: "Move cell 3 down" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole("button", { name: "Move cell 3 up" }));
    expect(summaries(dialog, "Cells")).toEqual(["Horsehair", "Wool", "Cotton"]);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Move cell 2 up" })));
    fireEvent.click(within(dialog).getByRole("button", { name: "Move cell 2 up" }));
    // At the top it cannot go further up: focus goes to its move down button.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Move cell 1 down" })));
    expect(summaries(dialog, "Cells")).toEqual(["Wool", "Horsehair", "Cotton"]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Remove cell 2" }));
    expect(summaries(dialog, "Cells")).toEqual(["Wool", "Cotton"]);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Edit cell 2" })));

    fireEvent.click(within(dialog).getByRole("button", { name: "Add cell" }));
    const cell = within(dialog).getByRole("group", { name: "Cell 3" });
    const header = within(cell).getByRole("textbox", { name: "Header" }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(header));
    expect(header.maxLength).toBe(300);
    fireEvent.change(header, { target: { value: "Linen" } });
    fireEvent.change(within(cell).getByRole("textbox", { name: "Link address" }), { target: { value: "/linen" } });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "bed.jpg", { type: "image/jpeg" });
    fireEvent.change(cell.querySelector("input[type=file]")!, { target: { files: [file] } });
    await waitFor(() =>
      expect((within(cell).getByRole("textbox", { name: "Image file name" }) as HTMLInputElement).value).toBe("3f2a9c-bed.jpg"),
    );
    expect(summaries(dialog, "Cells")).toEqual(["Wool", "Cotton", "Linen"]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(applied()).toEqual({
      header: "Materials",
      cells: [
        { header: "Wool" },
        { header: "Cotton" },
        { header: "Linen", linkUrl: "/linen", image: { identifier: "3f2a9c-bed.jpg", type: "static" } },
      ],
    });
  });

  it("opens one cell at a time, and an emptied list says so", async () => {
    const dialog = await renderStory(ImageList);
    const edit1 = within(dialog).getByRole("button", { name: "Edit cell 1" });
    fireEvent.click(edit1);
    expect(edit1.getAttribute("aria-expanded")).toBe("true");
    expect(within(within(dialog).getByRole("group", { name: "Cell 1" })).getByRole("textbox", { name: "Header" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Edit cell 2" }));
    expect(within(dialog).queryByRole("group", { name: "Cell 1" })).toBeNull();
    expect(within(dialog).getByRole("group", { name: "Cell 2" })).toBeTruthy();
    for (const n of [3, 2, 1]) fireEvent.click(within(dialog).getByRole("button", { name: `Remove cell ${n}` }));
    expect(within(dialog).getByText("No cells yet.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Add cell" })));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(applied()).toEqual({ header: "Materials", cells: [] });
  });

  it("gives a video list cell a video from the video list: its texts, and its files from the video block it comes from", async () => {
    const dialog = await renderStory(VideoList);
    fireEvent.click(within(dialog).getByRole("button", { name: "Edit cell 1" }));
    const cell = within(dialog).getByRole("group", { name: "Cell 1" });
    expect(await within(cell).findByRole("option", { name: "undefined name" })).toBeTruthy();
    fireEvent.change(within(cell).getByRole("combobox", { name: "Video from the video list" }), { target: { value: "5" } });
    fireEvent.click(within(cell).getByRole("button", { name: "Use this video" }));
    await waitFor(() =>
      expect((within(cell).getByRole("textbox", { name: "MP4 file address" }) as HTMLInputElement).value).toBe("/media/video/care.mp4"),
    );
    expect((within(cell).getByRole("checkbox", { name: "Background video (muted)" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(applied().cells).toEqual([
      {
        header: "Caring for your bed",
        preamble: "About caring for your bed.",
        UrlMp4: "/media/video/care.mp4",
        UrlWebm: "/media/video/care.webm",
        BgVideo: true,
        image: { identifier: "care.jpg", type: "static" },
      },
    ]);
  });
});

describe("BlockEditorDialog's slideshow slides", () => {
  it("saves a stored slideshow's slides on their own with the version read, and hands back the new version", async () => {
    server.use(...pageEditorHandlers());
    const dialog = await renderStory(Slideshow);
    expect(summaries(dialog, "Slides")).toEqual(["Vividus", "Aurora"]);
    const save = within(dialog).getByRole("button", { name: "Save slides" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Edit slide 2" }));
    fireEvent.change(within(within(dialog).getByRole("group", { name: "Slide 2" })).getByRole("textbox", { name: "Header" }), {
      target: { value: "Aurora II" },
    });
    expect(within(dialog).getByRole("status").textContent).toBe("Unsaved slide changes");
    fireEvent.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Slides saved."));
    expect(writes).toEqual([
      {
        path: "/cms/editor/block/update-slides",
        body: {
          id: 81,
          slides: [{ header: "Vividus", image: { identifier: "vividus.jpg", type: "static" } }, { header: "Aurora II" }],
          updatedAt: READ_VERSION,
        },
      },
    ]);
    expect(screen.getByTestId("slides-saved").textContent).toBe(`saved at ${SLIDES_SAVED_VERSION}`);
    await waitFor(() => expect(save.disabled).toBe(true));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(applied().slides[1]).toEqual({ header: "Aurora II" });
    expect(screen.getByTestId("applied-version").textContent).toBe(SLIDES_SAVED_VERSION);
    expect(writes).toHaveLength(1);
  });

  it("saves changed slides on Apply first", async () => {
    server.use(...pageEditorHandlers());
    const dialog = await renderStory(Slideshow);
    fireEvent.click(within(dialog).getByRole("button", { name: "Move slide 2 up" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.getByTestId("applied-version").textContent).toBe(SLIDES_SAVED_VERSION));
    expect(writes.map((w) => w.path)).toEqual(["/cms/editor/block/update-slides"]);
    expect(applied().slides.map((s: { header: string }) => s.header)).toEqual(["Aurora", "Vividus"]);
  });

  it("keeps the dialog open and says so when the slideshow changed meanwhile (409)", async () => {
    server.use(
      http.post("*/cms/editor/block/update-slides", () =>
        HttpResponse.json({ error: { code: "CONFLICT", message: "changed", fields: { updatedAt: "is stale" } } }, { status: 409 }),
      ),
    );
    const dialog = await renderStory(Slideshow);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove slide 1" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^The slideshow was changed by someone else/)));
    expect(screen.getByTestId("slides-saved").textContent).toBe("stale");
    expect(screen.getByTestId("applied").textContent).toBe("");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("says what went wrong when a slides save is refused otherwise", async () => {
    server.use(http.post("*/cms/editor/block/update-slides", () => new HttpResponse(null, { status: 502 })));
    const dialog = await renderStory(Slideshow);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove slide 1" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save slides" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not save the slides."));
    expect(screen.getByTestId("slides-saved").textContent).toBe("");
  });

  it("leaves a new slideshow's slides to the page's save", async () => {
    const dialog = await renderStory(NewSlideshow);
    expect(within(dialog).getByText("The slides of a new slideshow are saved with the page.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Save slides" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add slide" }));
    fireEvent.change(within(dialog).getByRole("spinbutton", { name: "Seconds per slide" }), { target: { value: "6" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(applied()).toEqual({ slides: [{ header: "First" }, {}], autoplaySeconds: 6 });
    expect(writes).toHaveLength(0);
  });
});
