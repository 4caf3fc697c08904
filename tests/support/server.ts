// Runs the real server (production build, `node --import tsx server.ts`) as a child process on a
// free port, for tests that need the whole stack: tenant resolution, sessions, ws, shutdown.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { freePort } from "../../db/embedded";

export interface AppServer {
  port: number;
  url: (host: string, path?: string) => string;
  fetch: (host: string, path: string, init?: RequestInit) => Promise<Response>;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
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

export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (scripts/test-all.sh does).");
  }
  const port = await freePort();
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PLATFORM_DOMAIN: "localhost",
      SESSION_SECRET: "test-secret-test-secret-test-secret",
      COOKIE_SECURE: "0",
      SEED_ON_START: "never",
      // tests that need SMS pass a fake Twilio's env, which wins over this
      SMS_DISABLED: "1",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  // generous: a loaded 2-core machine boots the production server in seconds, rarely in tens
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    port,
    child,
    url: (host, p = "/") => `http://${host}:${port}${p}`,
    fetch: (host, p, init = {}) => hostFetch(port, host, p, init),
    output: () => out,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
