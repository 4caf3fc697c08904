// The product's process: `tsx server.ts`. See app/server/main.server.ts for what it starts; with
// several workers (WEB_CONCURRENCY, decision 087) this process is their primary
// (app/server/cluster.server.ts) and each worker runs this file again as the server.
import cluster from "node:cluster";
import os from "node:os";
import { EnvError, getEnv, workerCount } from "~/env.server";
import { startPrimary } from "~/server/cluster.server";
import { startServer } from "~/server/main.server";
import { logger } from "~/infra/logger.server";

// An error thrown because an answer was already sent (a late callback writing headers or a body
// twice) says nothing about the process's state: the request had its answer. It is logged and the
// process keeps serving every restaurant (docs/issues/035.md §1). Any other thrown exception still ends it.
const LATE_WRITE = new Set(["ERR_HTTP_HEADERS_SENT", "ERR_STREAM_WRITE_AFTER_END"]);
process.on("uncaughtException", (err) => {
  if (LATE_WRITE.has((err as NodeJS.ErrnoException).code ?? "")) {
    logger().error({ err }, "write after the answer was sent, still serving");
    return;
  }
  logger().fatal({ err }, "uncaught exception, stopping");
  process.exit(1);
});

// A stray rejected promise (a bug, a vendor client's late error) is logged and the process keeps
// serving every restaurant; Node's default would end it (docs/issues/014.md). Thrown exceptions still end it:
// after one of those the process state is unknown, and the platform restarts it.
process.on("unhandledRejection", (reason) => {
  logger().error({ err: reason }, "unhandled rejection, still serving");
});

// SIGTERM/SIGINT are heard from the start: one that comes while the server is still starting (the
// primary waits for every worker to listen, and a platform may stop a machine it just started) lets
// the start finish and then stops in order — workers, then the embedded database — and exits 0; a
// second signal before that ends it at once. Before, the signal's default ended the primary at once,
// orphaning its workers and PostgreSQL.
let running: { close(): Promise<void> } | null = null;
let stopping = false;
const close = (server: { close(): Promise<void> }) =>
  server.close().then(
    () => process.exit(0),
    (err) => {
      logger().error({ err }, "shutdown failed");
      process.exit(1);
    },
  );
const stop = (signal: string) => {
  if (stopping) {
    // a second one while still starting (a start that hangs, Ctrl-C twice): no more waiting
    if (!running) process.exit(1);
    return;
  }
  stopping = true;
  logger().info(running ? signal : `${signal} while starting: stopping once started`);
  if (running) void close(running);
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

try {
  const workers = cluster.isPrimary ? workerCount(getEnv(), os.availableParallelism()) : 1;
  running = workers > 1 ? await startPrimary(workers) : await startServer();
  if (stopping) void close(running);
} catch (err) {
  if (err instanceof EnvError) {
    console.error(`[bestelinfo] ${err.message}`);
    process.exit(1);
  }
  throw err;
}
