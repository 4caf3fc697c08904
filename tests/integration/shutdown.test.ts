// SIGTERM stops accepting new connections but finishes every request already in flight.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { startAppServer } from "../support/server";

function rawGet(port: number, host: string): { sent: Promise<void>; response: Promise<string> } {
  const socket = net.connect(port, "127.0.0.1");
  let data = "";
  let sentResolve: () => void;
  const sent = new Promise<void>((r) => (sentResolve = r));
  const response = new Promise<string>((resolve) => {
    socket.on("connect", () => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: close\r\n\r\n`, () => sentResolve());
    });
    socket.on("data", (d) => (data += d));
    socket.on("close", () => resolve(data));
    socket.on("error", () => resolve(data));
  });
  return { sent, response };
}

describe("graceful shutdown", () => {
  it("loses no request in flight and then exits 0", async () => {
    const app = await startAppServer();
    const requests = Array.from({ length: 40 }, () => rawGet(app.port, "pizzaroma.localhost"));
    await Promise.all(requests.map((r) => r.sent));
    await new Promise((r) => setTimeout(r, 50)); // let the server accept and parse them
    const code = app.stop("SIGTERM");
    const responses = await Promise.all(requests.map((r) => r.response));
    for (const res of responses) {
      expect(res.startsWith("HTTP/1.1 200")).toBe(true);
      expect(res).toContain("</html>");
    }
    expect(await code).toBe(0);
    await expect(fetch(`http://127.0.0.1:${app.port}/healthz`)).rejects.toThrow();
    expect(app.output()).toContain("stopped");
  }, 60_000);
});
