// Database chores: `tsx db/cli.ts migrate|seed|reset`.
// Uses DATABASE_URL when set; otherwise starts the embedded server in <DATA_DIR>/pg for the
// duration of the command (the app must not be running on it at the same time).
import path from "node:path";
import { createDb } from "../app/db.server";
import { getEnv } from "../app/env.server";
import { startEmbeddedPostgres, type EmbeddedDb } from "./embedded";
import { migrateLatest, resetDatabase, seedIfEmpty } from "./migrate";

const COMMANDS = ["migrate", "seed", "reset"] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(value: string | undefined): value is Command {
  return COMMANDS.some((c) => c === value);
}

async function main(): Promise<void> {
  const command = process.argv[2];
  if (!isCommand(command)) {
    console.error(`Usage: tsx db/cli.ts ${COMMANDS.join("|")}`);
    process.exitCode = 2;
    return;
  }
  const env = getEnv();
  let embedded: EmbeddedDb | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    const dir = path.join(env.DATA_DIR, "pg");
    console.log(`DATABASE_URL is not set: using the embedded database in ${dir}`);
    embedded = await startEmbeddedPostgres({ dir });
    url = embedded.url;
  }
  const db = createDb(url, 2);
  try {
    if (command === "migrate") {
      const applied = await migrateLatest(db);
      console.log(
        applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join("\n  ")}` : "Already up to date.",
      );
    } else if (command === "seed") {
      await migrateLatest(db);
      const seeded = await seedIfEmpty(db);
      console.log(
        seeded
          ? "Demo platform seeded."
          : "The database already has restaurants; nothing seeded (use db:reset to start over).",
      );
    } else {
      await resetDatabase(db);
      console.log("Database reset: all migrations rolled back, applied again, demo platform seeded.");
    }
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
