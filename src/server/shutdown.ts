import type { FastifyInstance } from "fastify";

/**
 * Closes the app (no new connections, requests under way finish, idle keep-alive connections
 * closed), cutting the connections still open once graceMs have passed. Without the cut, one
 * connection that is not idle (a client that stopped reading its answer, or never finished
 * sending its request) holds the close until Node's own timeouts end it, a minute or more.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
