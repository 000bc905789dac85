import { useSyncExternalStore } from "react";
import type { LoadingBarModel, LoadingEntry } from "./loadingBarModel.ts";

/** The entries a loading bar model currently shows, re-rendering on every change. */
export function useLoadingEntries(model: LoadingBarModel): readonly LoadingEntry[] {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
