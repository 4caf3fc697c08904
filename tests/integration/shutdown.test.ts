// SIGTERM stops accepting new connections but finishes every request already in flight.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { startAppServer } from "../support/server";

/** A keep-alive connection that has finished one request (so the server has accepted it). */
async function openConnection(port: number, host: string) {
  const socket = net.connect(port, "127.0.0.1");
  let data = "";
  socket.on("data", (d) => (data += d));
  const closed = new Promise<void>((resolve) => {
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  while (!/\r\n\r\nok$/.test(data)) await new Promise((r) => setTimeout(r, 5));
  data = "";
  return {
    /** The request in flight: sent in full, answered (or not) after the server is told to stop. */
    send: () =>
      new Promise<void>((resolve) =>
        socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, () => resolve()),
      ),
    response: async () => {
      await closed;
      return data;
    },
  };
}

describe("graceful shutdown", () => {
  it("loses no request in flight and then exits 0", async () => {
    const app = await startAppServer();
    const host = `pizzaroma.localhost:${app.port}`;
    const connections = await Promise.all(Array.from({ length: 40 }, () => openConnection(app.port, host)));
    await Promise.all(connections.map((c) => c.send()));
    const code = app.stop("SIGTERM");
    const responses = await Promise.all(connections.map((c) => c.response()));
    for (const res of responses) {
      expect(res.slice(0, 200)).toMatch(/^HTTP\/1\.1 200/);
      expect(res).toContain("</html>");
    }
    expect(await code).toBe(0);
    await expect(fetch(`http://127.0.0.1:${app.port}/healthz`)).rejects.toThrow();
    expect(app.output()).toContain("stopped");
  }, 60_000);

  it("closes idle keep-alive connections instead of waiting for them", async () => {
    const app = await startAppServer();
    const idle = await openConnection(app.port, `pizzaroma.localhost:${app.port}`);
    const started = Date.now();
    expect(await app.stop("SIGTERM")).toBe(0);
    expect(await idle.response()).toBe("");
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 60_000);
});
