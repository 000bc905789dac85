// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./CmsPageEditorScreen.stories.tsx";
import { aboutPage, pageEditorHandlers } from "./pageEditorFixtures.ts";

const { Page, ByQuery, EmptyPage, LoadFails, NoPage } = composeStories(stories);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
const confirmDialog = vi.hoisted(() => vi.fn(async (_options: { title?: string; message: string }) => true));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const writes: { path: string; body: any }[] = [];
const server = setupTestServer(...pageEditorHandlers());
server.events.on("request:start", async ({ request }) => {
  if (request.method === "GET") return;
  writes.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
});
afterEach(() => {
  writes.length = 0;
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

  it("opens the page named by ?id= too", async () => {
    renderStory(ByQuery);
    expect(await screen.findByRole("heading", { name: "Page: About us" })).toBeTruthy();
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
