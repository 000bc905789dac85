import type { QueryClient } from "@tanstack/react-query";
import { preloadableLazy } from "../ui/preloadableLazy.tsx";
import { currentUserQuery } from "./currentUserQuery.ts";
import { frontendConfigQuery } from "./frontendConfigQuery.ts";
import { preloadScreen, screenPathAt } from "./routes.tsx";

/**
 * What a cold load of an application URL needs (the shell's and the screen's chunks, the current
 * user and the frontend configuration), started by the entry before React renders the routes
 * that would ask for them. Left to the render, the shell chunk starts only after the entry has
 * run, the session calls after the shell has run, and the dashboard after those answer: round
 * trips in a row instead of side by side.
 */
export const AppShellChunk = preloadableLazy(() => import("./AppShell.tsx").then((m) => m.AppShell));
/** The screen most accounts start on (the first of the menu), whose chunk is worth starting early. */
const DASHBOARD = "/app/dashboard";

/**
 * Starts loading what the given hash URL will show (the bare app is the dashboard), and answers
 * when its chunks are in (or failed: the route's own error handling shows that).
 */
export async function preloadFor(hash: string, queryClient: QueryClient): Promise<void> {
  const path = hash.replace(/^#/, "").replace(/\/+$/, "");
  if (!path.startsWith("/app")) return;
  // A 401 lands in the query as its error, and the session gate sends the user to log in.
  void queryClient.prefetchQuery(currentUserQuery());
  void queryClient.prefetchQuery(frontendConfigQuery());
  // The screen's chunk too, whichever screen the address shows: left to the render, its lazy
  // route would suspend, and React holds back the reveal after a fallback by up to 300 ms.
  const screen = path === "/app" ? DASHBOARD : screenPathAt(path.split("?")[0]);
  const chunks: Promise<unknown>[] = [AppShellChunk.preload()];
  if (screen) chunks.push(preloadScreen(screen));
  await Promise.allSettled(chunks);
}

/**
 * After logging in most accounts start on the dashboard (the first screen of the menu): its chunks
 * can load while the login is checked; for the others it is a head start spent on nothing.
 */
export function preloadAfterLogin() {
  // Only a head start: a failure here shows again, and is handled, when the route renders.
  AppShellChunk.preload().catch(() => undefined);
  preloadScreen(DASHBOARD).catch(() => undefined);
}
