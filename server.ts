// The product's one process: `tsx server.ts`. See app/server/main.server.ts for what it starts.
import { EnvError } from "~/env.server";
import { startServer } from "~/server/main.server";

try {
  const running = await startServer();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[bestelinfo] ${signal}`);
    running.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (err) {
  if (err instanceof EnvError) {
    console.error(`[bestelinfo] ${err.message}`);
    process.exit(1);
  }
  throw err;
}
