import { useEffect, useRef } from "react";

/**
 * Where the keyboard focus goes after an edit, so keyboard users carry on where they acted: a new
 * node's first control ('first'), or after a removal the parent group's add button ('add').
 * A new object per request, so the same place can be asked for twice in a row.
 */
export interface FocusRequest {
  /** The node's path, joined by '.' ("" is the top group, or the empty editor). */
  key: string;
  control: "first" | "add";
}

/** A ref that takes the focus when the request names this key and control. */
export function useRequestedFocus<T extends HTMLElement>(request: FocusRequest | null, key: string, control: FocusRequest["control"]) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (request && request.key === key && request.control === control) ref.current?.focus();
  }, [request, key, control]);
  return ref;
}
