import { act, cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { removeToaster } from "../../ui/toasterRoot.ts";

/**
 * Runs before every client component test file (vitest.config.ts, project "client"). Without
 * vitest's globals Testing Library registers no cleanup of its own, and an answer that arrives
 * after the file's DOM is gone renders into nothing: a CI run once failed with an uncaught
 * "window is not defined". So after each test its renders are unmounted and every call it
 * started that is still pending (a story kept loading on purpose, a slow msw answer) is aborted,
 * and the toasts are unmounted (they render into a root of their own that cleanup does not know).
 *
 * With vitest's "stack" order these after-hooks run last, after a file's own (setupTestServer
 * first waits for reads in flight while the page is still mounted).
 */
let pendingCalls = new AbortController();
let fetchBefore: PropertyDescriptor | undefined;

beforeEach(() => {
  pendingCalls = new AbortController();
  fetchBefore = Object.getOwnPropertyDescriptor(globalThis, "fetch");
  // Wrapped each test, not once: msw's server puts its own fetch in place in a file's beforeAll.
  if (fetchBefore?.configurable)
    Object.defineProperty(globalThis, "fetch", {
      value: abortable(fetchBefore.value as typeof fetch, pendingCalls.signal),
      configurable: true,
      enumerable: true,
      writable: true,
    });
});

afterEach(() => {
  cleanup();
  act(() => removeToaster());
  pendingCalls.abort();
  if (fetchBefore?.configurable) Object.defineProperty(globalThis, "fetch", fetchBefore);
});

/** The fetch given, with each call also ended by `stop` (a call's own signal still works). */
function abortable(inner: typeof fetch, stop: AbortSignal): typeof fetch {
  return (input, init) => {
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    return inner(input, { ...init, signal: own ? AbortSignal.any([own, stop]) : stop });
  };
}
