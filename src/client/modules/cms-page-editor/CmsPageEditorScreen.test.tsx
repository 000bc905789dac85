// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./CmsPageEditorScreen.stories.tsx";
import { BlockEditorChunk, PageSeoFormChunk } from "./lazyParts.ts";
import { aboutPage, PAGE_AFTER_SLIDES_VERSION, pageEditorHandlers, showroomPage, SLIDES_SAVED_VERSION } from "./pageEditorFixtures.ts";

const { Page, EmptyPage, LoadFails, NoPage, Showroom } = composeStories(stories);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
const confirmDialog = vi.hoisted(() => vi.fn(async (_options: { title?: string; message: string }) => true));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const writes: { path: string; body: any }[] = [];
const pageReads: string[] = [];
const server = setupTestServer(...pageEditorHandlers());
server.events.on("request:start", async ({ request }) => {
  const url = new URL(request.url);
  if (request.method === "GET") {
    if (url.pathname === "/cms/editor/page") pageReads.push(url.search);
    return;
  }
  writes.push({ path: url.pathname, body: await request.clone().json() });
});
afterEach(() => {
  writes.length = 0;
  pageReads.length = 0;
  vi.clearAllMocks();
});

type Story = typeof Page;

/** Renders a story with its msw data; `overrides` answer before the story's handlers. */
function renderStory(Story: Story, ...overrides: Parameters<typeof server.use>) {
  server.use(...((Story.parameters?.msw as { handlers?: [] } | undefined)?.handlers ?? []));
  server.use(...overrides);
  return render(
    <ShellTestProviders>
      <Story />
    </ShellTestProviders>,
  );
}

const blockRows = () => screen.getAllByTestId("cms-block");
const button = (name: string | RegExp) => screen.getByRole("button", { name });

// The forms' chunks are in before the tests click, as the editor's idle preload has them in the
// app; a first import here, transformed on the fly, can take longer than a query waits.
beforeAll(async () => {
  await Promise.all([BlockEditorChunk.preload(), PageSeoFormChunk.preload()]);
});

describe("CmsPageEditorScreen", () => {
  it("lists the page's blocks in order with their type, text and sortOrder", async () => {
    renderStory(Page);
    await screen.findByRole("heading", { name: "Page: About us" });
    const rows = blockRows();
    expect(rows.map((r) => within(r).getByText(/^(Text header|Text story|Popup)$/).textContent)).toEqual([
      "Text header",
      "Text story",
      "Popup",
    ]);
    expect(within(rows[1]!).getByText("Our history")).toBeTruthy();
    expect(within(rows[2]!).getByText("Order 2")).toBeTruthy();
    expect((button("Move block 1 up") as HTMLButtonElement).disabled).toBe(true);
  });

  it("adds a text header at highest + 1, edits it in the block editor and saves the page with its version", async () => {
    renderStory(Page);
    await screen.findByRole("heading", { name: "Page: About us" });
    fireEvent.click(button("Add block"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Edit block: Text header" })).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Header" }), { target: { value: "Visit us" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(blockRows()).toHaveLength(4));
    expect(within(blockRows()[3]!).getByText("Visit us")).toBeTruthy();
    fireEvent.click(button("Save without closing"));
    await waitFor(() => expect(writes).toHaveLength(1));
    const { page } = writes[0]!.body;
    expect(writes[0]!.path).toBe("/cms/editor/save");
    expect(page.updatedAt).toBe(aboutPage.updatedAt);
    expect(page.blocks.at(-1)).toEqual({ id: null, class: "text_header", blockId: null, sortOrder: 3, data: { header: "Visit us" } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
  });

  it("moves a block by its buttons and deletes one after a confirmation; the save sends that order", async () => {
    renderStory(Page);
    await screen.findByRole("heading", { name: "Page: About us" });
    fireEvent.click(button("Move block 3 up"));
    fireEvent.click(button("Delete block 1"));
    await waitFor(() => expect(blockRows()).toHaveLength(2));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ title: "Delete block" }));
    fireEvent.click(button("Save without closing"));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body.page.blocks.map((b: { id: number; sortOrder: number }) => [b.id, b.sortOrder])).toEqual([
      [73, 0],
      [72, 1],
    ]);
  });

  it("says when the page changed meanwhile and reloads it on request", async () => {
    renderStory(
      Page,
      http.post("*/cms/editor/save", () =>
        HttpResponse.json({ error: { code: "CONFLICT", message: "changed", fields: { "page.updatedAt": "is stale" } } }, { status: 409 }),
      ),
    );
    await screen.findByRole("heading", { name: "Page: About us" });
    fireEvent.click(button("Delete block 1"));
    await waitFor(() => expect(blockRows()).toHaveLength(2));
    fireEvent.click(button("Save without closing"));
    expect((await screen.findByRole("alert")).textContent).toMatch(/changed by someone else/);
    fireEvent.click(button("Reload the page"));
    await waitFor(() => expect(blockRows()).toHaveLength(3));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("deletes the page after a confirmation and shows the server's message when it is refused", async () => {
    renderStory(
      Page,
      http.post("*/cms/editor/deletePage", () =>
        HttpResponse.json({ error: { code: "CONFLICT", message: "A site's front page cannot be deleted." } }, { status: 409 }),
      ),
    );
    await screen.findByRole("heading", { name: "Page: About us" });
    fireEvent.click(button("Delete page"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("A site's front page cannot be deleted."));
    expect(writes[0]).toEqual({ path: "/cms/editor/deletePage", body: { pageId: 7 } });
  });

  it("goes back to the CMS index after a delete", async () => {
    renderStory(Page);
    await screen.findByRole("heading", { name: "Page: About us" });
    fireEvent.click(button("Delete page"));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/app/cms/content"));
  });

  it("shows a page without blocks", async () => {
    renderStory(EmptyPage);
    expect(await screen.findByText("The page has no blocks yet.")).toBeTruthy();
  });

  it("says when the page cannot be read", async () => {
    renderStory(LoadFails);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load the page.");
  });

  it("says when no page is named", async () => {
    renderStory(NoPage);
    expect((await screen.findByRole("alert")).textContent).toMatch(/No page is chosen/);
  });
});

describe("CmsPageEditorScreen's SEO part", () => {
  const { WithoutDesignRight } = composeStories(stories);

  it("lets an account with cmsSeo edit the page's SEO, saved with the page", async () => {
    renderStory(Page);
    await screen.findByRole("heading", { name: "Page: About us" });
    fireEvent.click(button("SEO"));
    fireEvent.change(screen.getByRole("textbox", { name: "Meta title" }), { target: { value: "About the workshop" } });
    fireEvent.click(button("Save without closing"));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body.page.seo).toEqual({ metaTitle: "About the workshop" });
  });

  it("hides the SEO part from an account without cmsSeo", async () => {
    renderStory(WithoutDesignRight);
    await screen.findByRole("heading", { name: "Page: About us" });
    expect(screen.queryByRole("button", { name: "SEO" })).toBeNull();
  });
});

describe("CmsPageEditorScreen's slideshow", () => {
  /** Opens the showroom page's slideshow, changes its first slide's header and saves the slides. */
  async function saveSlides() {
    await screen.findByRole("heading", { name: "Page: Showroom" });
    fireEvent.click(button("Edit block 1"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Edit slide 1" }));
    fireEvent.change(within(within(dialog).getByRole("group", { name: "Slide 1" })).getByRole("textbox", { name: "Header" }), {
      target: { value: "Vividus 2" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save slides" }));
    return dialog;
  }

  it("saves the slides on their own; the page carries on from the version they moved it to, other edits kept", async () => {
    renderStory(Showroom, ...pageEditorHandlers());
    await screen.findByRole("heading", { name: "Page: Showroom" });
    fireEvent.click(button("Move block 3 up"));
    const dialog = await saveSlides();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Slides saved."));
    expect(writes[0]).toMatchObject({ path: "/cms/editor/block/update-slides", body: { id: 81, updatedAt: showroomPage.updatedAt } });
    // The page is read again for its new version.
    await waitFor(() => expect(pageReads).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(blockRows()[0]!).getByText("Our beds")).toBeTruthy();
    await waitFor(() => expect((button("Save without closing") as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button("Save without closing"));
    await waitFor(() => expect(writes).toHaveLength(2));
    const { page } = writes[1]!.body;
    expect(page.updatedAt).toBe(PAGE_AFTER_SLIDES_VERSION);
    expect(page.blocks.map((b: { id: number }) => b.id)).toEqual([81, 83, 82]);
    expect(page.blocks[0].data.slides[0].header).toBe("Vividus 2");
    expect(page.blocks[0].updatedAt).toBe(SLIDES_SAVED_VERSION);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the page changed when the page read after the slides save shows more than those slides", async () => {
    // Someone else's save in between: the page read again is not this page with the new slides.
    renderStory(
      Showroom,
      // Before the fixtures' handlers: the first of the handlers given answers.
      http.get("*/cms/editor/page", () =>
        HttpResponse.json(pageReads.length > 1 ? { ...showroomPage, blocks: showroomPage.blocks.slice(0, 2) } : showroomPage),
      ),
      ...pageEditorHandlers(),
    );
    await saveSlides();
    expect((await screen.findByRole("alert")).textContent).toMatch(/changed by someone else/);
    expect(button("Reload the page")).toBeTruthy();
  });

  it("says the slideshow changed when the slides save is refused as stale, and offers the reload", async () => {
    renderStory(
      Showroom,
      http.post("*/cms/editor/block/update-slides", () =>
        HttpResponse.json({ error: { code: "CONFLICT", message: "changed", fields: { updatedAt: "is stale" } } }, { status: 409 }),
      ),
    );
    await saveSlides();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^The slideshow was changed by someone else/)));
    expect((await screen.findByRole("alert")).textContent).toMatch(/changed by someone else/);
  });
});
