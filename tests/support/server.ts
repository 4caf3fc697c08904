// Runs the real server (production build, `node --import tsx server.ts`) as a child process on a
// free port, for tests that need the whole stack: tenant resolution, sessions, ws, shutdown.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { freePort } from "../../db/embedded";
import { eventually } from "./eventually";

/** What a test needs of a running server to ask it things: its port, and URLs and requests by Host. */
export interface AppClient {
  port: number;
  url: (host: string, path?: string) => string;
  fetch: (host: string, path: string, init?: RequestInit) => Promise<Response>;
}

export interface AppServer extends ServerProcess, AppClient {}

/** Requests to the server on `port`, with a Host header of the test's choosing. */
export function appClient(port: number): AppClient {
  return {
    port,
    url: (host, p = "/") => `http://${host}:${port}${p}`,
    fetch: (host, p, init = {}) => hostFetch(port, host, p, init),
  };
}

/** fetch() with a Host header of our choosing (undici's fetch always sends the URL's host). */
export function hostFetch(port: number, host: string, p: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers = new Headers(init.headers);
    headers.set("host", host.includes(":") ? host : `${host}:${port}`);
    const body =
      typeof init.body === "string" || init.body instanceof Uint8Array
        ? init.body
        : init.body instanceof URLSearchParams
          ? init.body.toString()
          : undefined;
    if (init.body instanceof URLSearchParams && !headers.has("content-type")) {
      headers.set("content-type", "application/x-www-form-urlencoded");
    }
    if (body !== undefined) headers.set("content-length", String(Buffer.byteLength(body)));
    const req = http.request(
      { host: "127.0.0.1", port, path: p, method: init.method ?? "GET", headers: Object.fromEntries(headers) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const out = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            if (Array.isArray(v)) v.forEach((x) => out.append(k, x));
            else if (v !== undefined) out.set(k, v);
          }
          const status = res.statusCode ?? 0;
          const nullBody = [101, 204, 205, 304].includes(status);
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: out }));
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A Node process we started (a server), and how to stop it. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** What it printed (the tail, when it writes to a log file). */
  output: () => string;
  /** SIGTERM (or `signal`), SIGKILL after `graceMs`; resolves with the exit code (-1 if killed by a signal). */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<number | null>;
}

export interface StartOptions {
  /** Node's arguments: the script and its own arguments, `--cpu-prof` and the like. */
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  name: string;
  /** Polled until it answers 200. */
  readyPath: string;
  readyTimeoutMs: number;
  /**
   * Output to this file instead of a pipe (a server that logs while its starter is gone must not die
   * of EPIPE halfway through its own shutdown), in its own process group so a Ctrl-C reaches only
   * the starter, which then stops it in order (the bench).
   */
  logFile?: string;
}

function readTail(file: string, max = 6000): string {
  try {
    const text = fs.readFileSync(file, "utf8");
    return text.length > max ? `…${text.slice(-max)}` : text;
  } catch {
    return "";
  }
}

/** Starts `node <args>` in the repository and waits until GET readyPath answers 200. One way, for tests and the bench. */
export async function startServerProcess(o: StartOptions): Promise<ServerProcess> {
  let out = "";
  let child: ChildProcess;
  if (o.logFile) {
    const fd = fs.openSync(o.logFile, "a");
    child = spawn(process.execPath, o.args, { cwd: ROOT, env: o.env, stdio: ["ignore", fd, fd], detached: true });
    fs.closeSync(fd);
  } else {
    child = spawn(process.execPath, o.args, { cwd: ROOT, env: o.env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (d) => (out += d));
    child.stderr?.on("data", (d) => (out += d));
  }
  const logFile = o.logFile;
  const output = logFile ? () => readTail(logFile) : () => out;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  const running = () => child.exitCode === null && child.signalCode === null;

  const exitedEarly = new Error(`${o.name} exited before it was ready`);
  try {
    await eventually(
      `${o.name} answers ${o.readyPath}`,
      async () => {
        if (!running()) throw exitedEarly;
        // refused while not listening yet: eventually asks again
        return (await hostFetch(o.port, `127.0.0.1:${o.port}`, o.readyPath)).ok;
      },
      { timeoutMs: o.readyTimeoutMs, intervalMs: 100 },
    );
  } catch (e) {
    if (!running()) throw new Error(`${o.name} exited before it was ready:\n${output()}`);
    child.kill("SIGKILL");
    throw new Error(`${e instanceof Error ? e.message : String(e)}:\n${output()}`);
  }

  return {
    port: o.port,
    child,
    output,
    stop: async (signal = "SIGTERM", graceMs = 15_000) => {
      if (running()) child.kill(signal);
      const timer = setTimeout(() => {
        if (running()) child.kill("SIGKILL");
      }, graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** The environment the real server runs with in tests (a test's `env` wins). */
export function testServerEnv(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    // one process unless a test asks for workers (production's default is one per core)
    WEB_CONCURRENCY: "1",
    PORT: String(port),
    HOST: "127.0.0.1",
    PLATFORM_DOMAIN: "localhost",
    SESSION_SECRET: "test-secret-test-secret-test-secret",
    COOKIE_SECURE: "0",
    SEED_ON_START: "never",
    // tests that need SMS pass a fake Twilio's env, which wins over this
    SMS_DISABLED: "1",
    LOG_LEVEL: "info",
    // no timed sweeps: they act on every restaurant's rows in the one database the files share
    // (a watchdog sending another test's outbox); a test runs the sweep it needs itself (decision 095)
    SWEEPS: "off",
    ...env,
  };
}

/** The production server (`node --import tsx server.ts`) on a free port, healthy. */
export async function startAppServer(
  env: Record<string, string> = {},
  { nodeArgs = [], logFile, port: given }: { nodeArgs?: string[]; logFile?: string; port?: number } = {},
): Promise<AppServer> {
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (scripts/test-all.sh does).");
  }
  const port = given ?? (await freePort());
  // generous: a loaded 2-core machine boots the production server in seconds, rarely in tens
  // (the bench's first start also migrates and seeds a fresh database)
  const server = await startServerProcess({
    name: "app server",
    args: [...nodeArgs, "--import", "tsx", "server.ts"],
    env: testServerEnv(port, env),
    port,
    readyPath: "/healthz",
    readyTimeoutMs: 120_000,
    logFile,
  });
  return { ...server, ...appClient(port) };
}
