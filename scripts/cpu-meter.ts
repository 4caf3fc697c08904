// What scripts/cpu-per-request.ts and scripts/bench-menu-cpu.ts share (decisions 091, 092): the production
// server on a fresh embedded database with a fake Twilio, Pizzeria Roma open all week, requests to its
// domain, one customer logged in by SMS code, and the CPU the server process and this run's PostgreSQL
// used for N requests one after another (/proc, 10 ms ticks). Linux only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { DATABASE_NAME } from "../db/embedded";
import { codeFrom, startFakeTwilio } from "../tests/support/fake-twilio";
import { hostFetch, startAppServer } from "../tests/support/server";
import { benchServerEnv, openAllWeek } from "./bench-personal";

/** user + system CPU of a process in ms, 0 when it is gone */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * This run's PostgreSQL: its postmaster, the backends it forked, and those that ended meanwhile (the
 * pool closes idle connections: their CPU moves to the postmaster's children's time, cutime + cstime)
 * — not another run's PostgreSQL on the same machine.
 */
function postgresMs(postmaster: number): number {
  let sum = 0;
  try {
    const fields = fs.readFileSync(`/proc/${postmaster}/stat`, "utf8").split(") ")[1]!.split(" ");
    sum += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    // not started
  }
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      if (Number(stat[1]) === postmaster) sum += cpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

export interface CpuPerRequest {
  node: number;
  pg: number;
  wall: number;
}

export interface Answer {
  res: Response;
  bytes: Buffer;
  text: () => string;
}

export interface MeteredServer {
  productId: number;
  /** the server's port on 127.0.0.1 */
  port: number;
  /** a request to Pizzeria Roma's domain with the current cookie; a status of 300 or more throws */
  call: (method: string, p: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;
  /** the cookie the next calls send ("" for none) */
  useCookie: (cookie: string) => void;
  /** logs a customer in by SMS code and answers her session cookie (also used from then on) */
  loginCustomer: (phone: string) => Promise<string>;
  /** CPU per request of `n` calls of `request`, one after another */
  measure: (request: () => Promise<unknown>, n: number) => Promise<CpuPerRequest>;
  /**
   * The same, with `prepare()` before each call, outside what is counted (a placement's cart): the CPU
   * is read just before and after each call and summed. Ticks are 10 ms, charged to whoever runs at
   * the tick, so each reading is coarse but their sum is not biased.
   */
  measureEach: (prepare: () => Promise<unknown>, request: () => Promise<unknown>, n: number) => Promise<CpuPerRequest>;
  stop: () => Promise<void>;
}

export async function startMeteredServer({
  name,
  cpuProf,
  acceptEncoding,
}: {
  name: string;
  /** sent with every request (a browser's: "gzip, deflate, br, zstd"); none by default: no compression */
  acceptEncoding?: string;
  /** a folder: the server writes a V8 CPU profile there when it stops (CPU_PROF_INTERVAL: µs between samples, 1000) */
  cpuProf?: string;
}): Promise<MeteredServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fs.chmodSync(dataDir, 0o755);
  const twilio = await startFakeTwilio();
  const app = await startAppServer(benchServerEnv(dataDir, twilio), {
    logFile: path.join(dataDir, "app.log"),
    nodeArgs: cpuProf
      ? [
          "--cpu-prof",
          "--cpu-prof-interval",
          process.env.CPU_PROF_INTERVAL ?? "1000",
          "--cpu-prof-dir",
          path.resolve(cpuProf),
        ]
      : [],
  });
  const stop = async () => {
    app.child.kill("SIGTERM");
    await new Promise((r) => app.child.once("exit", r));
    await twilio.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const host = `pizzaroma.localhost:${app.port}`;
    const pidFile = fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
    const postmaster = Number(pidFile[0]);
    const client = new pg.Client({
      host: "127.0.0.1",
      port: Number(pidFile[3]),
      user: "postgres",
      password: "postgres",
      database: DATABASE_NAME,
    });
    await client.connect();
    // open all week, and a product without choices (as npm run bench does)
    const { productId } = await openAllWeek(client, "pizzaroma");
    await client.end();

    let cookie = "";
    const call = async (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await hostFetch(app.port, host, p, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body ? { "content-type": "application/json" } : {}),
          ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      // decoded here, in this process: what the server spent compressing is in its CPU, not this
      const encoding = res.headers.get("content-encoding");
      const text = () =>
        (encoding === "br"
          ? zlib.brotliDecompressSync(bytes)
          : encoding === "gzip"
            ? zlib.gunzipSync(bytes)
            : bytes
        ).toString("utf8");
      if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text().slice(0, 200)}`);
      return { res, bytes, text };
    };
    const loginCustomer = async (phone: string) => {
      await call("POST", "/api/auth/code", { phone });
      const sms = [...twilio.messages].reverse().find((m) => m.to === `+31${phone.slice(1)}`);
      const login = await call("POST", "/api/auth/login", { phone, code: codeFrom(sms?.message ?? "") });
      cookie = login.res.headers.get("set-cookie")!.split(";")[0]!;
      return cookie;
    };
    const measure = async (request: () => Promise<unknown>, n: number) => {
      const node0 = cpuMs(app.child.pid!);
      const pg0 = postgresMs(postmaster);
      const t0 = performance.now();
      for (let i = 0; i < n; i++) await request();
      return {
        node: (cpuMs(app.child.pid!) - node0) / n,
        pg: (postgresMs(postmaster) - pg0) / n,
        wall: (performance.now() - t0) / n,
      };
    };
    const measureEach = async (prepare: () => Promise<unknown>, request: () => Promise<unknown>, n: number) => {
      let node = 0;
      let pg = 0;
      let wall = 0;
      for (let i = 0; i < n; i++) {
        await prepare();
        const node0 = cpuMs(app.child.pid!);
        const pg0 = postgresMs(postmaster);
        const t0 = performance.now();
        await request();
        wall += performance.now() - t0;
        node += cpuMs(app.child.pid!) - node0;
        pg += postgresMs(postmaster) - pg0;
      }
      return { node: node / n, pg: pg / n, wall: wall / n };
    };
    return {
      productId,
      port: app.port,
      call,
      useCookie: (c) => (cookie = c),
      loginCustomer,
      measure,
      measureEach,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
