import { describe, expect, it } from "vitest";
import { canStartEdit, cellEditReducer, IDLE, isOpenCell, type CellEdit, type CellEditEvent } from "./cellEdit.ts";

const welcomeSv = { code: "home.welcome", languageCode: "sv" };
const welcomeEn = { code: "home.welcome", languageCode: "en" };
const start = (cell = welcomeSv, canEdit = true, text = "Välkommen"): CellEditEvent => ({
  type: "start",
  cell,
  text,
  updatedAt: "t1",
  canEdit,
});
const run = (...events: CellEditEvent[]) => events.reduce<CellEdit>(cellEditReducer, IDLE);

describe("the inline edit of a translation", () => {
  it("opens a cell with its text and token", () => {
    expect(run(start())).toEqual({
      status: "editing",
      cell: welcomeSv,
      original: "Välkommen",
      updatedAt: "t1",
      draft: "Välkommen",
    });
  });

  it("edits one cell at a time: a new edit cancels the previous draft", () => {
    const state = run(start(), { type: "change", draft: "Hej" }, start(welcomeEn, true, "Welcome"));
    expect(state).toMatchObject({ status: "editing", cell: welcomeEn, draft: "Welcome" });
    expect(isOpenCell(state, welcomeSv)).toBe(false);
    expect(isOpenCell(state, welcomeEn)).toBe(true);
  });

  it("refuses a language the account may not edit, keeping the current edit", () => {
    expect(run(start(welcomeSv, false))).toBe(IDLE);
    const editing = run(start());
    expect(cellEditReducer(editing, start(welcomeEn, false))).toBe(editing);
  });

  it("blocks every other edit while saving", () => {
    const saving = run(start(), { type: "change", draft: "Hej" }, { type: "save" });
    expect(saving.status).toBe("saving");
    expect(cellEditReducer(saving, start(welcomeEn))).toBe(saving);
    expect(cellEditReducer(saving, { type: "change", draft: "x" })).toBe(saving);
    expect(cellEditReducer(saving, { type: "cancel" })).toBe(saving);
    expect(canStartEdit(saving, true)).toBe(false);
  });

  it("closes after a save, and keeps the draft for another try after a failure", () => {
    const saving = run(start(), { type: "change", draft: "Hej" }, { type: "save" });
    expect(cellEditReducer(saving, { type: "saved" })).toBe(IDLE);
    expect(cellEditReducer(saving, { type: "failed" })).toMatchObject({ status: "editing", draft: "Hej", original: "Välkommen" });
  });

  it("sends nothing for an unchanged text", () => {
    expect(run(start(), { type: "save" })).toBe(IDLE);
  });

  it("cancels back to idle", () => {
    expect(run(start(), { type: "change", draft: "Hej" }, { type: "cancel" })).toBe(IDLE);
  });

  it("ignores events that do not fit the state", () => {
    expect(run({ type: "save" }, { type: "saved" }, { type: "failed" }, { type: "change", draft: "x" })).toBe(IDLE);
    expect(canStartEdit(IDLE, true)).toBe(true);
    expect(canStartEdit(IDLE, false)).toBe(false);
  });
});
