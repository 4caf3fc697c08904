// Each integration test file gets the shared database, and an error logged (logger().error, or a
// stray console.error) fails the test: an error nobody asserted on is a bug nobody saw. A test
// that expects one calls expectConsoleErrors() from tests/support/console.ts.
import { afterAll, afterEach, beforeEach, expect, vi } from "vitest";
import { closeDb, initDb } from "../../app/db.server";
import { logger } from "../../app/infra/logger.server";
import { consoleErrors, resetConsoleErrors } from "../support/console";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is not set: run integration tests through vitest's global setup");
initDb(url);

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
  await closeDb();
});
