// Each integration test file gets the shared database, and an error logged (logger().error, or a
// stray console.error) fails the test: an error nobody asserted on is a bug nobody saw. A test
// that expects one calls expectConsoleErrors() from tests/support/console.ts. A deprecation warning
// the test's code meets counts as one (pg's "client.query() when the client is already executing a
// query": two statements sent at once on one transaction, refused from pg 9 on).
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { closeDb, initDb } from "../../app/db.server";
import { logger } from "../../app/infra/logger.server";
import { consoleErrors, resetConsoleErrors } from "../support/console";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is not set: run integration tests through vitest's global setup");
initDb(url);

const onWarning = (warning: Error) => {
  if (warning.name === "DeprecationWarning") consoleErrors.list.push(`${warning.name}: ${warning.message}`);
};
beforeAll(() => {
  process.on("warning", onWarning);
});

beforeEach(() => {
  resetConsoleErrors();
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.list.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(" "));
  });
  // pino's error(obj?, msg): the message is what a test asserts on
  vi.spyOn(logger(), "error").mockImplementation(((...args: unknown[]) => {
    consoleErrors.list.push(args.filter((a) => typeof a === "string").join(" "));
  }) as never);
});

afterEach(() => {
  vi.restoreAllMocks();
  if (!consoleErrors.allowed) expect(consoleErrors.list, "unexpected console.error").toEqual([]);
});

afterAll(async () => {
  process.off("warning", onWarning);
  await closeDb();
});
