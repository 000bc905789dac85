// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MockSessionFrame } from "../../app/testing/MockSessionFrame.tsx";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { cmsHandlers, slugClash } from "./cmsHandlers.ts";
import { CmsContentScreen, type CmsContentScreenProps } from "./CmsContentScreen.tsx";
import * as stories from "./CmsContentScreen.stories.tsx";

const composed = composeStories(stories);
const { LoadFails, EmptySite } = composed;

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
const confirmDialog = vi.hoisted(() => vi.fn(async (_options: { title?: string; message: string }) => true));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
vi.mock("../../ui/dialogs/confirmDialog.tsx", () => ({ confirmDialog }));

const writes: { method: string; path: string; query: string; body: any }[] = [];
const server = setupTestServer(...cmsHandlers);
server.events.on("request:start", async ({ request }) => {
  const url = new URL(request.url);
  if (request.method === "GET" && !url.pathname.includes("purge")) return;
  const text = request.method === "GET" ? "" : await request.clone().text();
  writes.push({ method: request.method, path: url.pathname, query: url.search, body: text.startsWith("{") ? JSON.parse(text) : text });
});
afterEach(() => {
  writes.length = 0;
  vi.clearAllMocks();
});

const slow = { timeout: 10_000 };
const tree = async () => within(await screen.findByRole("navigation", { name: "Content tree" }, slow));
const button = (name: string | RegExp) => screen.getByRole("button", { name });
const nodeLabels = () => screen.getAllByTestId("cms-node").map((b) => b.textContent);

async function open(props: CmsContentScreenProps = {}) {
  render(
    <ShellTestProviders>
      <MockSessionFrame route="/app/cms/content">
        <CmsContentScreen {...props} />
      </MockSessionFrame>
    </ShellTestProviders>,
  );
  return tree();
}

describe("CmsContentScreen", () => {
  it("shows a tab per site, the inactive one marked, and the first site's tree with its front page", async () => {
    const nav = await open();
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["Website (en)", "Webbplats (sv)", "Webseite (de)Inactive"]);
    expect(screen.getByRole("tab", { name: /Website/ }).getAttribute("aria-selected")).toBe("true");
    expect(nav.getByRole("button", { name: /^Home/ }).textContent).toContain("Front page");
    expect(nodeLabels()).toEqual(["HomeFront page", "Beds", "Aurora", "Eira", "About us"]);
    expect(button("Save").hasAttribute("disabled")).toBe(true);
  });

  it("moves a node by its buttons, offers only valid targets, and saves positions and fields together", async () => {
    const nav = await open();
    fireEvent.click(nav.getByRole("button", { name: "Beds" }));
    const select = screen.getByRole("combobox", { name: "Move Beds under" }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text.trim())).toEqual(["Choose an item", "Home", "About us"]);
    fireEvent.click(button("Move down"));
    expect(nodeLabels()).toEqual(["HomeFront page", "About us", "Beds", "Aurora", "Eira"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Exclude from search" }));
    expect(screen.getByText("The tree has changes that are not saved.")).toBeTruthy();
    fireEvent.click(button("Save"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    expect(writes.map((w) => w.path)).toEqual(["/cms/tree/update-pages", "/cms/tree/update-items"]);
    expect(writes[0]!.body.pages).toEqual([
      { id: 1, parentId: null, sortOrder: 0 },
      { id: 5, parentId: null, sortOrder: 1 },
      { id: 2, parentId: null, sortOrder: 2 },
    ]);
    expect(writes[1]!.body.nodes).toEqual([{ id: 2, excludeFromSearch: true }]);
    // Success reads the tree again: the fixture's order is back, nothing left to save.
    await waitFor(() => expect(button("Save").hasAttribute("disabled")).toBe(true));
  });

  it("reorders by dragging a node onto another", async () => {
    const nav = await open();
    const about = nav.getByRole("button", { name: "About us" });
    const home = nav.getByRole("button", { name: /^Home/ });
    fireEvent.dragStart(about, { dataTransfer: { setData: () => {}, effectAllowed: "" } });
    fireEvent.dragOver(home, { dataTransfer: {} });
    fireEvent.drop(home, { dataTransfer: {} });
    expect(nodeLabels()).toEqual(["About us", "HomeFront page", "Beds", "Aurora", "Eira"]);
    expect(button("Save").hasAttribute("disabled")).toBe(false);
  });

  it("says 'Could not save items.' when the save is refused, and keeps the changes", async () => {
    server.use(
      http.post("*/cms/tree/update-pages", () =>
        HttpResponse.json({ error: { code: "CONFLICT", message: "A page cannot move under itself." } }, { status: 409 }),
      ),
    );
    const nav = await open();
    fireEvent.click(nav.getByRole("button", { name: "About us" }));
    fireEvent.click(button("Move up"));
    fireEvent.click(button("Save"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not save items."));
    expect(nodeLabels()).toEqual(["HomeFront page", "About us", "Beds", "Aurora", "Eira"]);
    expect(button("Save").hasAttribute("disabled")).toBe(false);
  });

  it("saves the content item, and shows a slug clash at the slug field", async () => {
    await open({ initialSiteId: 1, initialNodeId: 3 });
    const slug = (await screen.findByRole("textbox", { name: /^Slug/ }, slow)) as HTMLInputElement;
    expect(slug.value).toBe("aurora");
    expect(screen.getByText("en")).toBeTruthy();
    fireEvent.change(slug, { target: { value: "aurora-bed" } });
    fireEvent.click(button("Save item"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    const put = writes.find((w) => w.method === "PUT")!;
    expect(put.path).toBe("/rest/cms/content-items/3");
    expect(put.body).toEqual({ label: "Aurora", slug: "aurora-bed", updatedAt: "2026-11-20T09:00:00.000Z" });

    server.use(http.put("*/rest/cms/content-items/:id", slugClash));
    fireEvent.click(button("Save item"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occured while saving!"));
    expect(await screen.findByText("Slug: is already in use")).toBeTruthy();
  });

  it("creates an item under the chosen one", async () => {
    await open({ initialSiteId: 1, initialNodeId: 2 });
    fireEvent.click(await screen.findByRole("button", { name: "New item under this one" }, slow));
    fireEvent.change(screen.getByRole("textbox", { name: /^Label/ }), { target: { value: "Luna" } });
    fireEvent.click(button("Create item"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    const post = writes.find((w) => w.path === "/rest/cms/content-items/2")!;
    expect(post.body).toEqual({ label: "Luna", slug: null });
  });

  it("links 'Edit page' to the page editor and sets the front page", async () => {
    await open({ initialSiteId: 1, initialNodeId: 5 });
    const edit = await screen.findByRole("button", { name: "Edit page" }, slow);
    expect(edit.getAttribute("href")).toBe("#/app/cms/content/page/505");
    fireEvent.click(button("Set as front page"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    const patch = writes.find((w) => w.method === "PATCH")!;
    expect(patch.path).toBe("/cms/sites/1");
    expect(patch.body).toEqual({ frontpage: { id: 505 }, updatedAt: "2026-11-20T09:00:00.000Z" });
  });

  it("lists the item's versions per language and opens one on its site's tab", async () => {
    await open({ initialSiteId: 1, initialNodeId: 2 });
    const versions = within(await screen.findByRole("table", { name: "Versions per language" }, slow));
    expect(versions.getByText("No item at this address")).toBeTruthy();
    fireEvent.click(versions.getByRole("button", { name: "Open Beds in Webbplats" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: /Webbplats/ }).getAttribute("aria-selected")).toBe("true"));
    expect(nodeLabels()).toEqual(["HomeFront page", "Beds"]);
  });

  it("purges a chosen target: 'Purge successful', or 'Purge failed!'", async () => {
    await open();
    const target = screen.getByRole("combobox", { name: "Purge cache" }) as HTMLSelectElement;
    expect(Array.from(target.options).map((o) => o.value)).toEqual(["", "100001", "100002", "100003"]);
    fireEvent.change(target, { target: { value: "100002" } });
    fireEvent.click(button("Purge"));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Purge successful"));
    expect(writes.find((w) => w.path === "/cms/purge/cp-code")!.query).toBe("?code=100002");
    server.use(http.get("*/cms/purge/cp-code", () => HttpResponse.json({ error: { code: "CDN_FAILED", message: "x" } }, { status: 503 })));
    fireEvent.click(button("Purge"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Purge failed!"));
  });

  it("opens the sites screen's create dialog, and says 'Site creation Cancelled!' when cancelled", async () => {
    await open();
    fireEvent.click(await screen.findByRole("button", { name: "New site" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Create site" }, slow);
    fireEvent.click(within(dialog).getByRole("button", { name: /Cancel/ }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith("Site creation Cancelled!"));
  });

  it("says 'Could not load site tree' when the tree cannot be read", async () => {
    server.use(...LoadFails.parameters.msw!.handlers!);
    render(
      <ShellTestProviders>
        <LoadFails />
      </ShellTestProviders>,
    );
    expect(await screen.findByText("Could not load site tree", undefined, slow)).toBeTruthy();
  });

  it("shows an empty site's tab", async () => {
    render(
      <ShellTestProviders>
        <EmptySite />
      </ShellTestProviders>,
    );
    expect(await screen.findByText("This site has no content items yet.", undefined, slow)).toBeTruthy();
  });

  it.each(Object.entries(composed))("renders its story %s", async (_name, Story) => {
    server.use(...(Story.parameters.msw?.handlers ?? []));
    render(
      <ShellTestProviders>
        <Story />
      </ShellTestProviders>,
    );
    expect(await screen.findByRole("heading", { name: "Content" }, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull(), slow);
  });
});
