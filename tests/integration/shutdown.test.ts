// SIGTERM stops accepting new connections but finishes every request already in flight; one that comes
// while the server is still starting lets the start finish and then stops in order.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, pidAlive } from "../../db/embedded";
import { eventually } from "../support/eventually";
import { startAppServer, testServerEnv } from "../support/server";

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

// A SIGTERM while the primary still waits for its workers (a platform stopping a machine it just
// started; the Dockerfile check met it when the second worker was slow): the start finishes, then the
// workers and the embedded PostgreSQL stop in order and the process exits 0 — not killed by the
// signal's default with its workers and database left running.
describe("a stop while starting", () => {
  it("finishes the start, then stops the workers and the database and exits 0", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-stop-starting-"));
    // as root, the embedded PostgreSQL runs as "postgres", who must reach DATA_DIR/pg
    fs.chmodSync(tmp, 0o755);
    const dataDir = path.join(tmp, "data");
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: testServerEnv(port, {
        WEB_CONCURRENCY: "2",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        EMBEDDED_DB: "1",
        REDIS_URL: "",
      }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal })),
    );
    let postmaster = 0;
    try {
      // the primary has its database and is migrating; no worker listens yet
      await eventually("the embedded database started", () => output.includes("embedded PostgreSQL on"), {
        timeoutMs: 60_000,
      });
      expect(output).not.toContain("workers listening");
      postmaster = Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
      child.kill("SIGTERM");
      expect(await exited, output.slice(-3000)).toEqual({ code: 0, signal: null });
      expect(output).toContain("SIGTERM while starting");
      expect(output).toContain("2 workers listening");
      expect(output).toContain("stopped");
      // PostgreSQL went with it
      expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
      expect(pidAlive(postmaster)).toBe(false);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      // a failed run must not leave its PostgreSQL behind (what the fix prevents)
      if (postmaster && pidAlive(postmaster)) process.kill(postmaster, "SIGQUIT");
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);
});
