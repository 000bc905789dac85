/**
 * Timing rules of the loading bar (spec part 1, "Shell" and section 9), apart from any view:
 * a request shows only once it has run for 500 ms; when it ends it stays as resolved for
 * 1000 ms or as rejected for 3000 ms, then disappears. Requests that end sooner never show.
 */
export type LoadingState = "loading" | "resolved" | "rejected";
export type LoadingOutcome = "resolved" | "rejected" | "cancelled";

export interface LoadingEntry {
  id: string;
  state: LoadingState;
}

export interface LoadingBarTimings {
  showAfterMs: number;
  resolvedRemoveMs: number;
  rejectedRemoveMs: number;
}

export const LOADING_BAR_TIMINGS: LoadingBarTimings = { showAfterMs: 500, resolvedRemoveMs: 1000, rejectedRemoveMs: 3000 };

export interface LoadingBarModel {
  start(id: string): void;
  finish(id: string, outcome: LoadingOutcome): void;
  /** The visible entries, oldest first; a new array after every change (for useSyncExternalStore). */
  getSnapshot(): readonly LoadingEntry[];
  subscribe(listener: () => void): () => void;
}

interface Tracked {
  state: LoadingState;
  visible: boolean;
  timer: ReturnType<typeof setTimeout>;
}

export function createLoadingBarModel(timings: LoadingBarTimings = LOADING_BAR_TIMINGS): LoadingBarModel {
  const tracked = new Map<string, Tracked>();
  const listeners = new Set<() => void>();
  let snapshot: readonly LoadingEntry[] = [];

  function publish() {
    snapshot = [...tracked].filter(([, t]) => t.visible).map(([id, t]) => ({ id, state: t.state }));
    for (const listener of [...listeners]) listener();
  }

  function remove(id: string) {
    const entry = tracked.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    tracked.delete(id);
    if (entry.visible) publish();
  }

  return {
    start(id) {
      remove(id);
      const entry: Tracked = { state: "loading", visible: false, timer: undefined as never };
      entry.timer = setTimeout(() => {
        entry.visible = true;
        publish();
      }, timings.showAfterMs);
      tracked.set(id, entry);
    },
    finish(id, outcome) {
      const entry = tracked.get(id);
      if (!entry) return;
      if (!entry.visible || outcome === "cancelled") return remove(id);
      clearTimeout(entry.timer);
      entry.state = outcome;
      entry.timer = setTimeout(() => remove(id), outcome === "resolved" ? timings.resolvedRemoveMs : timings.rejectedRemoveMs);
      publish();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
