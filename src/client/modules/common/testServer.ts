import { cleanup, waitFor } from "@testing-library/react";
import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

/**
 * An msw server for a component test file: unknown calls fail the test, and after each test it
 * waits for reads still in flight (a dialog's reference lists) before unmounting, so none of
 * them reaches the real network once the server closes. A call a story keeps pending on purpose
 * (the loading state) is given up on after a second.
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const inFlight = new Set<string>();
  server.events.on("request:start", ({ requestId }) => void inFlight.add(requestId));
  server.events.on("request:end", ({ requestId }) => void inFlight.delete(requestId));
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(async () => {
    await waitFor(() => expect(inFlight.size).toBe(0)).catch(() => {});
    inFlight.clear();
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
