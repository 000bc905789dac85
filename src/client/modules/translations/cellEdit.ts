/** One cell of the table: a key in a language. */
export interface CellKey {
  code: string;
  languageCode: string;
}

interface OpenCell {
  cell: CellKey;
  /** The text as read, to tell an unchanged draft. */
  original: string;
  /** The text's concurrency token as read (null: the language has no text for the key yet). */
  updatedAt: string | null;
  draft: string;
}

/**
 * The inline edit of the translations table (spec part 2 section 4 "Translations"): one cell at
 * a time. Idle, editing a cell, or saving it; a failed save returns to editing with the draft.
 */
export type CellEdit = { status: "idle" } | ({ status: "editing" } & OpenCell) | ({ status: "saving" } & OpenCell);

export type CellEditEvent =
  /** Open a cell; `canEdit` says whether the account may edit its language. */
  | { type: "start"; cell: CellKey; text: string; updatedAt: string | null; canEdit: boolean }
  | { type: "change"; draft: string }
  | { type: "cancel" }
  | { type: "save" }
  | { type: "saved" }
  | { type: "failed" };

export const IDLE: CellEdit = { status: "idle" };

export function cellEditReducer(state: CellEdit, event: CellEditEvent): CellEdit {
  switch (event.type) {
    case "start":
      // Blocked while a save is under way and for a language the account may not edit; otherwise
      // the new cell replaces (cancels) the one being edited.
      if (state.status === "saving" || !event.canEdit) return state;
      return { status: "editing", cell: event.cell, original: event.text, updatedAt: event.updatedAt, draft: event.text };
    case "change":
      return state.status === "editing" ? { ...state, draft: event.draft } : state;
    case "cancel":
      return state.status === "editing" ? IDLE : state;
    case "save":
      if (state.status !== "editing") return state;
      // Nothing to send for an unchanged text.
      return state.draft === state.original ? IDLE : { ...state, status: "saving" };
    case "saved":
      return state.status === "saving" ? IDLE : state;
    case "failed":
      return state.status === "saving" ? { ...state, status: "editing" } : state;
  }
}

/** True when the edit has this cell open (editing or saving it). */
export function isOpenCell(state: CellEdit, cell: CellKey): boolean {
  return state.status !== "idle" && state.cell.code === cell.code && state.cell.languageCode === cell.languageCode;
}

/** True when a click on a cell of this language may open it. */
export function canStartEdit(state: CellEdit, mayEditLanguage: boolean): boolean {
  return state.status !== "saving" && mayEditLanguage;
}
