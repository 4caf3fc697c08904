// Issue 14 §1: one bad WebSocket frame must not stop every restaurant. Before the fix a frame `null`
// crashed the production server (msg.type read outside the try). Every kind of bad frame is sent to
// a real server; it answers or closes that socket, keeps serving, and a new socket still works.
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/server";
import { connectWs } from "../support/ws";

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer();
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

const host = "pizzaroma.localhost";

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) return resolve(-1);
    ws.once("close", (code) => resolve(code));
  });
}

describe("bad ws frames", () => {
  it("answers null, arrays, numbers, garbage, unknown types and wrong field types with an error, and keeps serving", async () => {
    const s = await connectWs({ port: app.port, host });
    for (const raw of [
      "null",
      "[]",
      "[null]",
      "42",
      '"join"',
      "{",
      "nonsense",
      '{"type":"join"}',
      '{"type":"join","channel":7}',
      '{"type":"join","channel":null}',
      '{"type":"teleport"}',
      '{"type":null}',
    ]) {
      s.ws.send(raw);
      expect(await s.next((m) => m.type === "error"), raw).toMatchObject({
        type: "error",
        message: "Ongeldig bericht",
      });
    }
    s.ws.send(Buffer.from([0, 1, 2, 255]), { binary: true });
    expect(await s.next((m) => m.type === "error")).toMatchObject({ message: "Ongeldig bericht" });
    s.send({ type: "ping" });
    expect(await s.next((m) => m.type === "pong")).toEqual({ type: "pong" });
    s.close();
    expect((await app.fetch("localhost", "/healthz")).status).toBe(200);
  });

  it("closes a socket that sends a frame over 4 KiB (1009) or floods (1008); others are unaffected", async () => {
    const big = await connectWs({ port: app.port, host });
    const bigClosed = closed(big.ws);
    big.ws.send(JSON.stringify({ type: "join", channel: "x".repeat(10_000) }));
    expect(await bigClosed).toBe(1009);

    const flood = await connectWs({ port: app.port, host });
    const floodClosed = closed(flood.ws);
    for (let i = 0; i < 100; i++) flood.ws.send('{"type":"ping"}');
    expect(await floodClosed).toBe(1008);

    const fresh = await connectWs({ port: app.port, host });
    fresh.send({ type: "ping" });
    expect(await fresh.next((m) => m.type === "pong")).toEqual({ type: "pong" });
    fresh.close();
    expect(app.child.exitCode).toBeNull();
    expect((await app.fetch("localhost", "/healthz")).status).toBe(200);
  });
});
