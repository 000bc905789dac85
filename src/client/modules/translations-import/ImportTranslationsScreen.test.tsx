// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestServer } from "../common/testServer.ts";
import { renderInShell } from "../partner-orders/partnerOrdersTestSetup.tsx";
import { translationHandlers, translationStore, type TranslationStore } from "../translations/translationHandlers.ts";
import { ImportTranslationsFrame } from "./ImportTranslationsFrame.tsx";

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock("../../ui/toaster.ts", () => ({ toast }));

const server = setupTestServer();
let requests: Request[];
let store: TranslationStore;
beforeEach(() => {
  requests = [];
  store = translationStore();
  server.use(...translationHandlers(store, requests));
});
afterEach(() => vi.clearAllMocks());

const slow = { timeout: 20_000 };

async function renderImport(languagePermissions: string[] = ["all"]) {
  renderInShell(<ImportTranslationsFrame languagePermissions={languagePermissions} />);
  await screen.findByRole("heading", { name: "Import/Export translations" }, slow);
  // The languages are in when the choice offers them.
  await screen.findByRole("option", { name: "Sverige (sv)" }, slow);
}

const importButton = () => screen.getByRole("button", { name: "Import" }) as HTMLButtonElement;
const language = () => screen.getByLabelText("Language to import") as HTMLSelectElement;
const upload = (lines: string[], name = "texts.csv") =>
  fireEvent.change(screen.getByLabelText("File (CSV or XLSX)"), {
    target: { files: [new File([["code,languageCode,text", ...lines].join("\n")], name, { type: "text/csv" })] },
  });
const imports = () => requests.filter((r) => new URL(r.url).pathname === "/cms/translations-import/import");
const FILE = ["home.title,en,Welcome home", "home.subtitle,en,Sleep well", "cart.checkout,en,Checkout", "home.title,sv,Välkommen hem"];

describe("the export", () => {
  it("downloads every key or the partner pages' keys", async () => {
    await renderImport();
    const link = () => screen.getByRole("button", { name: "Export" }).getAttribute("href");
    expect(link()).toBe("/cms/translations-import/export-translations?filterBy=all");
    fireEvent.change(screen.getByLabelText("Keys"), { target: { value: "partner-pages" } });
    expect(link()).toBe("/cms/translations-import/export-translations?filterBy=partner-pages");
    expect(screen.getByRole("option", { name: "Partner Page" })).toBeTruthy();
  });
});

describe("the import", () => {
  it("waits for a file, starting on the default language", async () => {
    await renderImport();
    expect(language().value).toBe("en");
    expect(importButton().disabled).toBe(true);
    expect(screen.getByText("Upload a file with translations first.")).toBeTruthy();
  });

  it("shows the dry run's diff of the file, then commits it", async () => {
    await renderImport();
    upload(FILE);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success!"));
    const changed = await screen.findByRole("table", { name: "Changed" });
    expect(within(changed).getByText("Welcome").tagName).toBe("DEL");
    expect(within(changed).getByText("Welcome home").tagName).toBe("INS");
    const added = screen.getByRole("table", { name: "New" });
    expect(within(added).getByText("home.subtitle")).toBeTruthy();
    expect(within(added).getByText("New key")).toBeTruthy();
    expect(screen.getByText("texts.csv: 4 rows, 3 in the chosen language")).toBeTruthy();
    const summary = screen.getByLabelText("Summary");
    expect(within(summary).getByText("Unchanged").nextElementSibling?.textContent).toBe("1");
    expect(within(summary).getByText("Skipped (other language or empty text)").nextElementSibling?.textContent).toBe("1");
    expect(await imports()[0]!.json()).toMatchObject({ languageCode: "en", dryRun: true });
    expect(store.keys.get("home.subtitle")).toBeUndefined();

    await waitFor(() => expect(importButton().disabled).toBe(false));
    fireEvent.click(importButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Translations updated!"));
    expect(await imports()[1]!.json()).toMatchObject({ languageCode: "en", dryRun: false });
    expect(store.keys.get("home.subtitle")?.translations).toMatchObject([{ languageCode: "en", text: "Sleep well" }]);
    expect(screen.queryByRole("table", { name: "Changed" })).toBeNull();
    expect(importButton().disabled).toBe(true);
  });

  it("compares again when another language is chosen", async () => {
    await renderImport();
    upload(FILE);
    await screen.findByRole("table", { name: "Changed" });
    fireEvent.change(language(), { target: { value: "sv" } });
    await waitFor(() => expect(imports()).toHaveLength(2));
    expect(await imports()[1]!.json()).toMatchObject({ languageCode: "sv", dryRun: true });
    const changed = await screen.findByRole("table", { name: "Changed" });
    expect(within(changed).getByText("Välkommen hem")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "New" })).toBeNull();
  });

  it("asks for a language when the account's default has no site", async () => {
    await renderImport(["fi"]);
    expect(language().value).toBe("");
    upload(FILE);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success!"));
    expect(screen.getByText("Choose the language to import.")).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    expect(imports()).toHaveLength(0);
  });

  it("refuses a file with invalid rows, saying why", async () => {
    await renderImport();
    upload(["home.title,en,Hello", "home.title,en,Hi", " bad,en,Text"]);
    const invalid = await screen.findByRole("table", { name: "Invalid" });
    expect(within(invalid).getByText("The code appears earlier in the file with another text")).toBeTruthy();
    expect(within(invalid).getByText("The code is blank, has spaces around it or control characters")).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    expect(screen.getByText("Correct the invalid rows in the file and upload it again.")).toBeTruthy();
  });

  it("says what the server has against a file, or that the error is unknown", async () => {
    server.use(
      http.post("*/cms/translations-import/upload", () =>
        HttpResponse.json({ error: { code: "PAYLOAD_TOO_LARGE", message: "The file is larger than 5 MB." } }, { status: 413 }),
      ),
    );
    await renderImport();
    upload(FILE);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("The file is larger than 5 MB."));
    server.use(http.post("*/cms/translations-import/upload", () => new HttpResponse(null, { status: 502 })));
    upload(FILE);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An unknown error occured."));
    expect(importButton().disabled).toBe(true);
  });

  it("says when the import fails", async () => {
    await renderImport();
    upload(FILE);
    await screen.findByRole("table", { name: "Changed" });
    server.use(http.post("*/cms/translations-import/import", () => new HttpResponse(null, { status: 503 })));
    await waitFor(() => expect(importButton().disabled).toBe(false));
    fireEvent.click(importButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An error occurred!"));
  });
});
