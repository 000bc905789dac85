// @vitest-environment happy-dom
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "../common/testServer.ts";
import { ANNAS_BED } from "./warrantyFixtures.ts";
import * as stories from "./WarrantyScreen.stories.tsx";

const { Registrations } = composeStories(stories);

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));
afterEach(() => vi.clearAllMocks());

const lists: URLSearchParams[] = [];
const server = setupTestServer();
server.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === "/warranty/data/warranty/get-paged-list") lists.push(url.searchParams);
});

async function renderList() {
  lists.length = 0;
  server.use(...(Registrations.parameters?.msw?.handlers ?? []));
  render(
    <ShellTestProviders>
      <Registrations />
    </ShellTestProviders>,
  );
  await screen.findByRole("button", { name: ANNAS_BED.bedId }, { timeout: 20_000 });
}

describe("the warranty screen", () => {
  it("asks for 100 registrations, newest first, with an empty search", async () => {
    await renderList();
    expect(lists[0]!.get("count")).toBe("100");
    expect(lists[0]!.get("sort")).toBe("createdAt");
    expect(lists[0]!.get("direction")).toBe("desc");
    expect(lists[0]!.get("filters") ?? "{}").toBe("{}");
    expect((screen.getByLabelText("Search bed id, bed model, name or e-mail") as HTMLInputElement).value).toBe("");
    expect(screen.getByText("March 2024")).toBeTruthy();
  });

  it("opens the warranty dialog to create, and to edit from a row's button or its bed id", async () => {
    await renderList();
    fireEvent.click(screen.getByRole("button", { name: "Register a bed" }));
    const create = await screen.findByRole("dialog", { name: "New warranty registration" });
    fireEvent.click(within(create).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: ANNAS_BED.bedId }));
    const edit = within(await screen.findByRole("dialog", { name: `Warranty registration ${ANNAS_BED.bedId}` }));
    await waitFor(() => expect((edit.getByLabelText(/^Bed model/) as HTMLSelectElement).value).toBe("Aurora Continental"));
    fireEvent.click(edit.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(await screen.findByRole("dialog", { name: `Warranty registration ${ANNAS_BED.bedId}` })).toBeTruthy();
  });

  it("opens the contact's registrations from the contact's name", async () => {
    await renderList();
    fireEvent.click(screen.getByRole("button", { name: "Anna Lindqvist" }));
    const list = within(await screen.findByRole("dialog", { name: "Warranty registrations of Anna Lindqvist" }));
    expect(await list.findByRole("cell", { name: ANNAS_BED.bedId })).toBeTruthy();
  });
});
