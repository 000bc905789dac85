import net from "node:net";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { closeWithin } from "./shutdown.ts";

/** A connection that sent half a request and waits: never idle, so a plain close waits on it. */
async function halfRequest(port: number): Promise<net.Socket> {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write("GET /slow HTTP/1.1\r\nHost: test\r\n"); // the headers never end
  return socket;
}

describe("closeWithin", () => {
  const sockets: net.Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((s) => s.destroy()));

  it("cuts a connection that is not idle once the grace has passed, and the close completes", async () => {
    const app = Fastify();
    app.get("/slow", async () => "never asked in full");
    await app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await halfRequest((app.server.address() as net.AddressInfo).port);
    sockets.push(socket);
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await closeWithin(app, 50);
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  it("lets a request under way finish within the grace", async () => {
    const app = Fastify();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    app.get("/work", async () => {
      started();
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const answer = fetch(`http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/work`).then((r) => r.json());
    await isStarted;
    const closing = closeWithin(app, 60_000);
    release();
    expect(await answer).toEqual({ done: true });
    await closing;
  });
});
