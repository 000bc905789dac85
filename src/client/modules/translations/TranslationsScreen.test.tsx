// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupTestServer } from "../common/testServer.ts";
import { renderInShell } from "../partner-orders/partnerOrdersTestSetup.tsx";
import { TranslationsFrame } from "./TranslationsFrame.tsx";
import {
  failingPurgeHandler,
  refusedSaveHandler,
  translationHandlers,
  translationStore,
  type TranslationStore,
} from "./translationHandlers.ts";

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

async function renderTranslations(languagePermissions: string[] = ["all"]) {
  renderInShell(<TranslationsFrame languagePermissions={languagePermissions} />);
  await screen.findByRole("heading", { name: "Translations" }, slow);
  return screen.findByRole("table", { name: "Translations" }, slow);
}

const columnHeads = () => screen.getAllByRole("columnheader").map((th) => th.textContent);
const rowCodes = () => screen.getAllByRole("rowheader").map((th) => th.textContent);
const toggle = (label: string) => screen.getByRole("checkbox", { name: label }) as HTMLInputElement;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A cell's edit button: its name is its text, then what a click does. */
const editName = (code: string, language: string) => new RegExp(`(^|: )Edit ${escaped(code)} in ${escaped(language)}$`);
const editButton = (code: string, language: string) => screen.getByRole("button", { name: editName(code, language) }) as HTMLButtonElement;
const field = (code: string, language: string) => screen.getByRole("textbox", { name: `${code} in ${language}` }) as HTMLTextAreaElement;
const pageReads = () =>
  requests.filter((r) => new URL(r.url).pathname === "/cms/translations/get-by-page").map((r) => new URL(r.url).searchParams);
const saves = () => requests.filter((r) => r.method === "PUT");

describe("the translations table", () => {
  it("opens on the default language's column, 100 keys by code, with a locked last column", async () => {
    await renderTranslations();
    await waitFor(() => expect(columnHeads()).toEqual(["Code", "English (en)"]));
    expect(rowCodes()).toEqual(["cart.checkout", "home.title", "partner.find", "product.mattress"]);
    expect(toggle("English (en)").checked).toBe(true);
    expect(toggle("English (en)").disabled).toBe(true);
    const query = pageReads()[0]!;
    expect({
      page: query.get("page"),
      count: query.get("count"),
      orderBy: query.get("orderBy"),
      direction: query.get("direction"),
    }).toEqual({
      page: "1",
      count: "100",
      orderBy: "code",
      direction: "asc",
    });
    expect(JSON.parse(query.get("filters")!)).toEqual({ languages: ["en"] });
  });

  it("opens a Swedish translator on Swedish", async () => {
    await renderTranslations(["sv"]);
    await waitFor(() => expect(columnHeads()).toEqual(["Code", "Swedish (sv)"]));
  });

  it("switches language columns on and off, keeping one", async () => {
    await renderTranslations();
    fireEvent.click(toggle("Swedish (sv)"));
    await waitFor(() => expect(columnHeads()).toEqual(["Code", "Swedish (sv)", "English (en)"]));
    expect(toggle("English (en)").disabled).toBe(false);
    fireEvent.click(toggle("English (en)"));
    await waitFor(() => expect(columnHeads()).toEqual(["Code", "Swedish (sv)"]));
    expect(toggle("Swedish (sv)").disabled).toBe(true);
    expect(screen.getByRole("button", { name: editName("cart.checkout", "Swedish (sv)") }).textContent).toBe("Till kassan");
  });

  it("filters the keys without a translation, showing that language's column", async () => {
    await renderTranslations();
    fireEvent.change(screen.getByLabelText("Without a translation in"), { target: { value: "de" } });
    await waitFor(() => expect(columnHeads()).toEqual(["Code", "English (en)", "German (de)"]));
    await waitFor(() => expect(rowCodes()).toEqual(["cart.checkout", "partner.find", "product.mattress"]));
    expect(toggle("German (de)").disabled).toBe(true);
    expect(JSON.parse(pageReads().at(-1)!.get("filters")!)).toEqual({ languages: ["en", "de"], noTranslation: "de" });
  });

  it("searches codes and texts", async () => {
    await renderTranslations();
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "mattress" } });
    await waitFor(() => expect(rowCodes()).toEqual(["product.mattress"]));
  });

  it("says when nothing matches", async () => {
    await renderTranslations();
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "no such words" } });
    expect(await screen.findByText("No translations match.")).toBeTruthy();
  });

  it("pages by 100", async () => {
    for (let i = 0; i < 150; i++)
      store.keys.set(`zz.key${String(i).padStart(3, "0")}`, { code: `zz.key${String(i).padStart(3, "0")}`, translations: [] });
    await renderTranslations();
    expect(screen.getAllByRole("row")).toHaveLength(101);
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(rowCodes()[0]).toBe("zz.key096"));
    expect(pageReads().at(-1)!.get("page")).toBe("2");
  });
});

describe("editing a translation", () => {
  it("saves one cell, shows the text and lights the purge", async () => {
    await renderTranslations();
    expect(screen.queryByText("Translations changed since the cache was last cleared.")).toBeNull();
    fireEvent.click(editButton("home.title", "English (en)"));
    fireEvent.change(field("home.title", "English (en)"), { target: { value: "Welcome home" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved the translation"));
    expect(await saves()[0]!.json()).toEqual({
      translationCode: "home.title",
      langCode: "en",
      translationString: "Welcome home",
      updatedAt: "2026-11-20T10:00:00.000Z",
    });
    expect(editButton("home.title", "English (en)").textContent).toBe("Welcome home");
    expect(screen.getByText("Translations changed since the cache was last cleared.")).toBeTruthy();
  });

  it("edits one cell at a time: opening another cancels the first", async () => {
    await renderTranslations();
    fireEvent.click(editButton("home.title", "English (en)"));
    fireEvent.change(field("home.title", "English (en)"), { target: { value: "Draft" } });
    fireEvent.click(editButton("cart.checkout", "English (en)"));
    expect(field("cart.checkout", "English (en)").value).toBe("Checkout");
    expect(screen.queryByRole("textbox", { name: "home.title in English (en)" })).toBeNull();
    expect(editButton("home.title", "English (en)").textContent).toBe("Welcome");
    fireEvent.keyDown(field("cart.checkout", "English (en)"), { key: "Escape" });
    expect(screen.queryAllByRole("textbox", { name: /in English/ })).toHaveLength(0);
    expect(saves()).toHaveLength(0);
  });

  it("blocks other edits while a save is under way", async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.put("*/cms/translations/update", async ({ request }) => {
        const body = (await request.json()) as { translationCode: string; langCode: string; translationString: string };
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({
          code: body.translationCode,
          translations: [{ languageCode: body.langCode, text: body.translationString, updatedAt: null }],
        });
      }),
    );
    await renderTranslations();
    fireEvent.click(editButton("home.title", "English (en)"));
    fireEvent.change(field("home.title", "English (en)"), { target: { value: "Hello" } });
    fireEvent.keyDown(field("home.title", "English (en)"), { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(answer).toBeDefined());
    expect(editButton("cart.checkout", "English (en)").disabled).toBe(true);
    fireEvent.click(editButton("cart.checkout", "English (en)"));
    expect(screen.queryByRole("textbox", { name: "cart.checkout in English (en)" })).toBeNull();
    answer!();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Saved the translation"));
    expect(editButton("cart.checkout", "English (en)").disabled).toBe(false);
  });

  it("lets a translator edit only the languages they may", async () => {
    await renderTranslations(["sv"]);
    fireEvent.click(toggle("English (en)"));
    await waitFor(() => expect(columnHeads()).toEqual(["Code", "Swedish (sv)", "English (en)"]));
    expect(editButton("home.title", "Swedish (sv)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: editName("home.title", "English (en)") })).toBeNull();
    expect(await screen.findByText("Welcome")).toBeTruthy();
  });

  it("keeps the draft when the save fails", async () => {
    server.use(refusedSaveHandler);
    await renderTranslations();
    fireEvent.click(editButton("home.title", "English (en)"));
    fireEvent.change(field("home.title", "English (en)"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Was unable to save the translation"));
    expect(field("home.title", "English (en)").value).toBe("Hello");
  });
});

describe("the translations cache purge", () => {
  it("purges with the configured code and resets the flag", async () => {
    store.purgeFlag = true;
    await renderTranslations();
    expect(await screen.findByText("Translations changed since the cache was last cleared.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear the translations cache" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Cache clear successful"));
    const purge = requests.find((r) => new URL(r.url).pathname === "/cms/purge/cp-code")!;
    expect(new URL(purge.url).searchParams.get("code")).toBe("demo");
    expect(screen.queryByText("Translations changed since the cache was last cleared.")).toBeNull();
  });

  it("says when the purge fails and keeps the flag", async () => {
    store.purgeFlag = true;
    server.use(failingPurgeHandler);
    await renderTranslations();
    await screen.findByText("Translations changed since the cache was last cleared.");
    fireEvent.click(screen.getByRole("button", { name: "Clear the translations cache" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Cache clear failed"));
    expect(screen.getByText("Translations changed since the cache was last cleared.")).toBeTruthy();
  });
});

describe("the screen's states", () => {
  it("says when no site has a language", async () => {
    server.use(http.get("*/cms/sites", () => HttpResponse.json([])));
    renderInShell(<TranslationsFrame />);
    expect(await screen.findByText("No site has a language yet, so there is nothing to translate.", undefined, slow)).toBeTruthy();
  });

  it("says when the translations cannot be read", async () => {
    server.use(http.get("*/cms/translations/get-by-page", () => new HttpResponse(null, { status: 503 })));
    renderInShell(<TranslationsFrame />);
    const alert = await screen.findByRole("alert", undefined, slow);
    expect(within(alert).getByText("Could not load the translations")).toBeTruthy();
  });
});
