import type { ReactNode } from "react";

/**
 * The open generic dialogs, apart from any view. The imperative calls (confirmDialog, ...) push
 * an entry and get a promise; <DialogHost /> renders the entries. Stacking levels follow the
 * spec: 1 to 6 for the first six dialogs open at once, 60 for any further one.
 */
export interface DialogState {
  isOpen: boolean;
  level: number;
}

export interface DialogRenderProps<T> extends DialogState {
  /** Ends the dialog with a value (the promise resolves with it). */
  settle(value: T): void;
  /** Called by the view once its closing transition is over. */
  remove(): void;
}

export interface StackedDialog {
  id: number;
  level: number;
  isOpen: boolean;
  render(state: DialogState): ReactNode;
}

const MAX_NUMBERED_LEVEL = 6;
const TOP_LEVEL = 60;

/** The stacking level of a dialog opened while `openBelow` others are open. */
export function stackLevel(openBelow: number): number {
  return openBelow < MAX_NUMBERED_LEVEL ? openBelow + 1 : TOP_LEVEL;
}

let entries: readonly StackedDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly StackedDialog[]) {
  entries = next;
  for (const listener of [...listeners]) listener();
}

function update(id: number, change: Partial<StackedDialog> | null) {
  publish(change === null ? entries.filter((e) => e.id !== id) : entries.map((e) => (e.id === id ? { ...e, ...change } : e)));
}

/** Opens a dialog rendered by `render`; resolves with the value it settles with (once). */
export function openStackedDialog<T>(render: (props: DialogRenderProps<T>) => ReactNode): Promise<T> {
  return new Promise<T>((resolve) => {
    const id = nextId++;
    const level = stackLevel(entries.filter((e) => e.isOpen).length);
    const entry: StackedDialog = {
      id,
      level,
      isOpen: true,
      render: (state) =>
        render({
          ...state,
          settle: (value: T) => {
            if (!entries.some((e) => e.id === id && e.isOpen)) return;
            update(id, { isOpen: false });
            resolve(value);
          },
          remove: () => update(id, null),
        }),
    };
    publish([...entries, entry]);
  });
}

export const dialogStack = {
  getSnapshot: (): readonly StackedDialog[] => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
