// @vitest-environment happy-dom
import { Suspense } from "react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { appRoutes } from "../../app/routes.tsx";
import { confirmDialog, resetFakeShell, setPermissions, toast } from "../../screens/testing/fakeShell.ts";
import { ScreenTestProviders } from "../../screens/testing/ScreenTestProviders.tsx";
import { sitesFailingHandler, sitesHandlers } from "../../screens/testing/sitesFixtures.ts";

vi.mock("../../screens/shell.ts", () => import("../../screens/testing/fakeShell.ts"));

const server = setupServer();
let requests: Request[];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  resetFakeShell();
  requests = [];
  server.use(...sitesHandlers(requests));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The sites screen as the shell's router mounts it: from the app's registry, lazily. */
async function openSitesScreen() {
  const route = appRoutes.find((r) => r.path === "/app/cms/sites")!;
  expect(route).toMatchObject({ permission: "cms", titleKey: "resources.sites.title" });
  render(
    <ScreenTestProviders route="/app/cms/sites">
      <Suspense fallback="loading screen">
        <route.Component />
      </Suspense>
    </ScreenTestProviders>,
  );
  // The first open loads the engine, rjsf and the config lazily.
  await screen.findByRole("cell", { name: "Suomi" }, { timeout: 20_000 });
}

const rowOf = (name: string) => screen.getByRole("cell", { name }).closest("tr")!;
const field = (label: string) => within(screen.getByRole("dialog")).getByLabelText(label, { exact: false }) as HTMLInputElement;
const patches = () => requests.filter((r) => r.method === "PATCH");

describe("the sites screen", () => {
  it("lists the sites sorted by language code, 100 a page", async () => {
    await openSitesScreen();
    expect(screen.getByRole("heading", { name: "Sites" })).toBeTruthy();
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({
      page: "1",
      count: "100",
      sort: "languageCode",
      direction: "asc",
    });
  });

  it("saves an edit with the concurrency token and says 'Saved!'", async () => {
    await openSitesScreen();
    fireEvent.click(within(rowOf("Sverige")).getByRole("button", { name: "Edit" }));
    fireEvent.change(field("Name"), { target: { value: "Sverige AB" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    const body = await patches()[0]!.json();
    expect(new URL(patches()[0]!.url).pathname).toBe("/cms/sites/1");
    expect(body).toMatchObject({ id: 1, updatedAt: "2026-01-01T10:00:00.000Z", name: "Sverige AB", isActive: true });
    expect(confirmDialog).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("warns that an inactive site will go live, and saves nothing when declined", async () => {
    confirmDialog.mockImplementation(async () => false);
    await openSitesScreen();
    fireEvent.click(within(rowOf("Suomi")).getByRole("button", { name: "Edit" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("switch", { name: "Active" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(confirmDialog).toHaveBeenCalledWith({ title: "Activate site", message: "The site will go live on the website. Continue?" }),
    );
    expect(patches()).toHaveLength(0);
    expect((field("Active") as HTMLInputElement).checked).toBe(true);
  });

  it("warns of broken links when an active site is switched off", async () => {
    await openSitesScreen();
    fireEvent.click(within(rowOf("Sverige")).getByRole("button", { name: "Edit" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("switch", { name: "Active" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(confirmDialog).toHaveBeenCalledWith({
      title: "Deactivate site",
      message: "Deactivating the site will break links to its pages. Continue?",
    });
    expect(await patches()[0]!.json()).toMatchObject({ isActive: false });
  });

  it("keeps the dialog open with the entered data and the server's field errors, translated, when saving fails", async () => {
    server.use(
      http.patch("*/cms/sites/:id", () =>
        HttpResponse.json(
          { error: { code: "CONFLICT", message: "Another site already uses this slug.", fields: { slug: "is already in use" } } },
          { status: 409 },
        ),
      ),
    );
    await openSitesScreen();
    fireEvent.click(within(rowOf("Sverige")).getByRole("button", { name: "Edit" }));
    fireEvent.change(field("Slug"), { target: { value: "de" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occured while saving!"));
    // The catalogue's message above the form and the field's error in the UI's words, not the server's English.
    expect(screen.getByRole("alert").textContent).toContain("An error occured while saving!");
    expect(screen.getByRole("dialog").textContent).not.toContain("Another site already uses this slug.");
    expect(field("Slug").value).toBe("de");
    expect(within(screen.getByRole("dialog")).getByText("Already in use")).toBeTruthy();
  });

  it("creates a site inactive by default and says 'Site creation Cancelled!' on cancel", async () => {
    await openSitesScreen();
    fireEvent.click(screen.getByRole("button", { name: "New site" }));
    expect((field("Active") as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(toast.info).toHaveBeenCalledWith("Site creation Cancelled!");
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "New site" }));
    fireEvent.change(field("Name"), { target: { value: "España" } });
    fireEvent.change(field("Language code"), { target: { value: "es" } });
    fireEvent.change(field("Slug"), { target: { value: "es" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved!"));
    const post = requests.find((r) => r.method === "POST")!;
    expect(await post.json()).toEqual({ name: "España", languageCode: "es", slug: "es", isActive: false });
  });

  it("without cmsDesign and cmsSeo shows and sends no design or SEO part; without cms no create button", async () => {
    setPermissions(["cms"]);
    await openSitesScreen();
    fireEvent.click(within(rowOf("Deutschland")).getByRole("button", { name: "Edit" }));
    expect(within(screen.getByRole("dialog")).queryByText("Design")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(await patches()[0]!.json()).not.toHaveProperty("properties");
    cleanup();

    setPermissions(["cmsSeo"]);
    await openSitesScreen();
    expect(screen.queryByRole("button", { name: "New site" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("says 'Could not retrieve sites' in a toast and in the table when the list fails", async () => {
    server.use(sitesFailingHandler);
    const route = appRoutes.find((r) => r.path === "/app/cms/sites")!;
    render(
      <ScreenTestProviders route="/app/cms/sites">
        <Suspense fallback="loading screen">
          <route.Component />
        </Suspense>
      </ScreenTestProviders>,
    );
    expect(await screen.findByText("Could not retrieve sites", undefined, { timeout: 20_000 })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith("Could not retrieve sites");
  });
});
