import type { ReactElement } from "react";
import { render, screen, within } from "@testing-library/react";
import type { RequestHandler } from "msw";
import { afterEach, beforeEach, vi } from "vitest";
import { ShellTestProviders } from "../../app/testing/ShellTestProviders.tsx";
import { setupTestServer } from "./testServer.ts";

/**
 * The frame of a record dialog's test file: an msw server answering with `handlers` in every
 * test, the writes (every call but a GET) it saw in the test, cloned so their bodies can be read,
 * and the dialog's onSaved and onClose, cleared after each test with every other mock.
 */
export function setupDialogTest(handlers: () => RequestHandler[]) {
  const server = setupTestServer();
  const writes: Request[] = [];
  server.events.on("request:start", ({ request }) => void (request.method !== "GET" && writes.push(request.clone())));
  const onSaved = vi.fn();
  const onClose = vi.fn();
  beforeEach(() => {
    writes.length = 0;
    server.use(...handlers());
  });
  afterEach(() => vi.clearAllMocks());
  return { server, writes, onSaved, onClose };
}

/** Renders a dialog with the app's providers and English texts; once `readyLabel`'s field shows, the dialog to query within. */
export async function openDialog(dialog: ReactElement, readyLabel: string) {
  render(<ShellTestProviders>{dialog}</ShellTestProviders>);
  await screen.findByLabelText(readyLabel);
  return within(screen.getByRole("dialog"));
}
