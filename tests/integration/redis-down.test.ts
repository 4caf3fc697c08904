// Redis down (docs/issues/014.md §13): its own redis-server, stopped under a running server. Nothing hangs —
// what needs a session answers a Dutch 503 within a second or two, the public menu keeps serving,
// /healthz stays up — and when Redis is started again the same server uses it, without a restart.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createHost, createProduct } from "../../db/factory";
import { freePort } from "../../db/embedded";
import { startAppServer, type AppServer } from "../support/server";
import { eventually } from "../support/eventually";

let port = 0;
let redis: ChildProcess | null = null;
let app: AppServer;
let site: string;

async function startRedis() {
  redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  // wait until this redis-server accepts connections (the app reconnects by itself)
  const net = await import("node:net");
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const s = net.connect(port, "127.0.0.1", () => {
        s.end();
        resolve(true);
      });
      s.on("error", () => resolve(false));
    });
  await eventually("redis-server accepts connections", accepts, { timeoutMs: 10_000 });
}

async function stopRedis() {
  const child = redis;
  if (!child) return;
  redis = null;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGKILL");
  await exited;
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  app = await startAppServer({ REDIS_URL: `redis://127.0.0.1:${port}` });
  const host = await createHost(getDb());
  await createProduct(getDb(), host.id, { name: "Bitterballen", tab: "Snacks", price: 550 });
  site = `${host.perma}.localhost`;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await stopRedis();
});

async function timed(run: () => Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = performance.now();
  const res = await run();
  return { res, ms: performance.now() - started };
}

describe("Redis stopped and started again", () => {
  it("fails fast in Dutch, keeps the menu up, and recovers by itself", async () => {
    expect((await app.fetch(site, "/")).status).toBe(200);
    await stopRedis();

    const menu = await timed(() => app.fetch(site, "/"));
    expect(menu.res.status).toBe(200);
    expect(await menu.res.text()).toContain("Bitterballen");
    const cart = await timed(() =>
      app.fetch(site, "/api/cart", {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://${site}:${app.port}` },
        body: JSON.stringify({ intent: "clear" }),
      }),
    );
    expect(cart.res.status).toBe(503);
    expect(await cart.res.json()).toEqual({
      result: "ERROR",
      message: "Inloggen en bestellen lukt even niet. Probeer het over een minuut opnieuw.",
    });
    const board = await timed(() => app.fetch(site, "/orders"));
    expect(board.res.status).toBe(503);
    expect((await app.fetch("localhost", "/healthz")).status).toBe(200);
    // nothing waited for Redis: each answer well inside the old 10 s (the command timeout is 1 s)
    for (const { ms } of [menu, cart, board]) expect(ms).toBeLessThan(5_000);

    await startRedis();
    await expect
      .poll(
        async () =>
          (
            await app.fetch(site, "/api/cart", {
              method: "POST",
              headers: { "content-type": "application/json", origin: `http://${site}:${app.port}` },
              body: JSON.stringify({ intent: "clear" }),
            })
          ).status,
        { timeout: 15_000 },
      )
      .toBe(200);
    expect(app.output()).not.toMatch(/Unhandled|uncaught/i);
  });
});
