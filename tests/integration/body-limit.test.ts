// docs/issues/014.md §3: a body over the limit is refused with 413 before anything parses it, so four 50 MB
// bodies at once leave the server's memory where it was (before: ~950 MB). A chunked body without a
// length is refused with 411. A normal body still goes through.
import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/server";

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer();
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(/\d+/.exec(line ?? "")?.[0] ?? 0) / 1024);
}

/**
 * POSTs `bytes` of JSON over a raw socket, as a browser would: it keeps writing until the answer
 * arrives (the server answers early and closes; Node's own client would drop that answer on EPIPE).
 */
function postBig(bytes: number, opts: { chunked?: boolean } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(app.port, "127.0.0.1");
    let answer = "";
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const [head, body = ""] = answer.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      if (!status) return reject(new Error(`no answer: ${answer.slice(0, 200)}`));
      // a chunked answer body: take the JSON between the chunk sizes
      resolve({ status, body: /\{.*\}/s.exec(body)?.[0] ?? body });
    };
    socket.on("data", (d) => {
      answer += d;
      if (answer.includes("\r\n\r\n") && /\}\s*(0\r\n\r\n)?$/.test(answer)) finish();
    });
    socket.on("close", finish);
    socket.on("error", () => finish());
    socket.on("connect", () => {
      const length = opts.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${bytes}`;
      socket.write(
        `POST /api/cart HTTP/1.1\r\nHost: pizzaroma.localhost:${app.port}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(1024 * 1024, "a");
      let sent = 0;
      const write = () => {
        while (!done && sent < bytes) {
          sent += chunk.length;
          const ok = opts.chunked ? socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`) : socket.write(chunk);
          if (!ok) return void socket.once("drain", write);
        }
      };
      write();
    });
  });
}

describe("request body limit", () => {
  it("answers 413 in Dutch to four 50 MB bodies at once, and memory stays put", async () => {
    const before = rssMb(app.child.pid!);
    const answers = await Promise.all([1, 2, 3, 4].map(() => postBig(50 * 1024 * 1024)));
    for (const a of answers) {
      expect(a.status).toBe(413);
      expect(JSON.parse(a.body)).toEqual({ result: "ERROR", message: "Het verzoek is te groot." });
    }
    const after = rssMb(app.child.pid!);
    console.log(`body limit: server RSS ${before} MB before, ${after} MB after four 50 MB bodies`);
    expect(after - before).toBeLessThan(40);
    expect((await app.fetch("localhost", "/healthz")).status).toBe(200);
  }, 60_000);

  it("refuses a chunked body without a length with 411, and still takes a normal one", async () => {
    expect((await postBig(200 * 1024, { chunked: true })).status).toBe(411);
    const ok = await app.fetch("pizzaroma.localhost", "/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ intent: "clear" }),
    });
    expect(ok.status).toBe(200);
  });
});
