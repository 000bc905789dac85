import { useCallback, useState } from "react";
import { readLayoutSettings, writeLayoutSettings, type LayoutSettings } from "./layoutSettings.ts";

/** The remembered layout settings and a setter that stores every change. */
export function useLayoutSettings(): [LayoutSettings, (change: Partial<LayoutSettings>) => void] {
  const [settings, setSettings] = useState(() => readLayoutSettings());
  const update = useCallback((change: Partial<LayoutSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      writeLayoutSettings(next);
      return next;
    });
  }, []);
  return [settings, update];
}
