/**
 * A 401 from any call means the session is gone. The API layer cannot navigate, so it only
 * announces it here; the router (app/UnauthorizedRedirect.tsx) listens and goes to login.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes to "the session has ended"; returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUnauthorized(): void {
  for (const listener of [...listeners]) listener();
}
