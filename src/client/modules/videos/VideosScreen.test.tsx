// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import * as stories from "./VideosScreen.stories.tsx";

const { Videos } = composeStories(stories);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
afterEach(() => vi.clearAllMocks());

const lists: URLSearchParams[] = [];
const server = setupTestServer();
server.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === "/rest/media/videos/video/get-page") lists.push(url.searchParams);
});

async function renderList() {
  lists.length = 0;
  server.use(...(Videos.parameters?.msw?.handlers ?? []));
  render(
    <ShellTestProviders>
      <Videos />
    </ShellTestProviders>,
  );
  await screen.findByRole("button", { name: "Our workshop" }, { timeout: 20_000 });
}
const rowOf = (text: string) => screen.getByRole("button", { name: text }).closest("tr")!;

describe("the video list", () => {
  it("asks for 100 videos by header ascending, headed 'Media: Videos'", async () => {
    await renderList();
    expect(screen.getByRole("heading", { name: "Media: Videos" })).toBeTruthy();
    expect(lists[0]!.get("count")).toBe("100");
    expect(lists[0]!.get("sort")).toBe("header");
    expect(lists[0]!.get("direction")).toBe("asc");
  });

  it("names a video without title 'undefined name' and says whom each video is available to", async () => {
    await renderList();
    expect(screen.getByRole("button", { name: "undefined name" })).toBeTruthy();
    expect(within(rowOf("A better night's sleep")).getByText("Available for all partner-pages")).toBeTruthy();
    expect(within(rowOf("Our workshop")).getByText("Vividus Amsterdam, Sängbutiken Göteborg")).toBeTruthy();
  });

  it("filters by availability, 'Available for all partner-pages' first", async () => {
    await renderList();
    const select = screen.getByLabelText("Available to") as HTMLSelectElement;
    const labels = Array.from(select.options).map((o) => o.textContent);
    expect(labels.slice(1)).toEqual(["Available for all partner-pages (1)", "Vividus Amsterdam (1)", "Sängbutiken Göteborg (1)"]);
    fireEvent.change(select, { target: { value: "all" } });
    await waitFor(() => expect(JSON.parse(lists.at(-1)!.get("filters") ?? "{}")).toEqual({ availableTo: "all" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Our workshop" })).toBeNull());
  });

  it("opens the video dialog from the name, and the list shows the saved header", async () => {
    await renderList();
    fireEvent.click(screen.getByRole("button", { name: "undefined name" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Video: undefined name" }));
    fireEvent.change(await dialog.findByLabelText("Header"), { target: { value: "Showroom tour" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved Video"));
    expect(await screen.findByRole("button", { name: "Showroom tour" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    // Opened again, the dialog reads the saved video, not a copy from before the save.
    fireEvent.click(screen.getByRole("button", { name: "Showroom tour" }));
    const again = within(await screen.findByRole("dialog", { name: "Video: Showroom tour" }));
    expect(((await again.findByLabelText("Header")) as HTMLInputElement).value).toBe("Showroom tour");
  });

  it("opens the video dialog from a row's edit button", async () => {
    await renderList();
    fireEvent.click(within(rowOf("Our workshop")).getByRole("button", { name: "Edit" }));
    expect(await screen.findByRole("dialog", { name: "Video: Our workshop" })).toBeTruthy();
  });
});
