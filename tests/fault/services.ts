// The fault suite's own services (docs/issues/035.md): a Debian PostgreSQL and a redis-server on free ports of
// 127.0.0.1, in a temp folder, that a test can stop, restart and kill — never the shared ones of
// scripts/test-all.sh — and two production server instances sharing them. Everything stops by itself
// in stopAll().
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../db/embedded";
import { startAppServer, type AppServer } from "../support/server";
import { eventually } from "../support/eventually";

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** Debian's newest PostgreSQL binaries (`npm test` installs the package). */
function pgBin(name: string): string {
  const versions = fs
    .readdirSync("/usr/lib/postgresql")
    .filter((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
    .sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error("Debian's postgresql is not installed (`npm test` installs it)");
  return `/usr/lib/postgresql/${versions.at(-1)}/bin/${name}`;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function pg(name: string, args: string[]) {
  return asRoot ? run("runuser", ["-u", "postgres", "--", pgBin(name), ...args]) : run(pgBin(name), args);
}

export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, "127.0.0.1", () => {
      s.end();
      resolve(true);
    });
    s.on("error", () => resolve(false));
  });
}

/** tests/support/eventually.ts with the fault suite's 15 s default. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  await eventually(what, check, { timeoutMs });
}

export interface Postgres {
  url: string;
  /** pg_ctl restart -m fast: every connection is cut, the server is back when this resolves. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startPostgres(dir: string): Promise<Postgres> {
  const port = await freePort();
  const data = path.join(dir, "pg");
  if (asRoot) fs.chownSync(dir, uidOf("postgres"), -1);
  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (action: "start" | "restart") =>
    pg("pg_ctl", ["-D", data, "-l", path.join(dir, "pg.log"), "-w", "-m", "fast", "-o", options, action]);
  await ctl("start");
  await pg("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "bestelinfo"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bestelinfo`,
    restart: async () => void (await ctl("restart")),
    stop: async () => void (await pg("pg_ctl", ["-D", data, "-m", "immediate", "stop"]).catch(() => undefined)),
  };
}

function uidOf(user: string): number {
  const line = fs
    .readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`no ${user} user`);
  return Number(line.split(":")[2]);
}

export interface RedisServer {
  url: string;
  /** SIGTERM: Redis writes its data to disk and exits (as an operator's restart would). */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start: () => Promise<void>;
}

export async function startRedisServer(dir: string): Promise<RedisServer> {
  const port = await freePort();
  const data = path.join(dir, "redis");
  fs.mkdirSync(data, { recursive: true });
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--dir", data, "--save", "3600 1", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    await until("redis-server accepts connections", () => accepts(port), 10_000);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once("exit", r));
    running.kill("SIGTERM");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

export interface Instance extends AppServer {
  /** Set once the process ended: its exit code (-1 for a signal). */
  exit: () => number | null;
}

/** One production server on the shared services (X-Forwarded-For trusted: a test picks the address). */
export async function startInstance(
  databaseUrl: string,
  redisUrl: string,
  env: Record<string, string> = {},
): Promise<Instance> {
  const app = await startAppServer({
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    MIGRATE_ON_START: "always",
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    DB_POOL_MAX: "20",
  });
  let code: number | null = null;
  app.child.once("exit", (c, signal) => (code = c ?? (signal ? -1 : null)));
  return { ...app, exit: () => code };
}

export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-fault-"));
  fs.chmodSync(dir, 0o755);
  return dir;
}
