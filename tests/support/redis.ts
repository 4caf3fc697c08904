// A Redis for tests: REDIS_URL when set (Debian's, started by scripts/test-all.sh), else a throwaway
// redis-server on a free port (installed by `npm test`). Stopped by the returned function.
import { spawn } from "node:child_process";
import { createClient } from "redis";
import { freePort } from "../../db/embedded";
import { eventually } from "./eventually";

export async function useRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  await eventually(
    "redis-server accepts connections (is it installed? `npm test` installs it)",
    async () => {
      const client = createClient({ url, socket: { reconnectStrategy: false } });
      client.on("error", () => {});
      try {
        await client.connect();
        await client.ping();
        return true;
      } finally {
        if (client.isOpen) await client.quit();
      }
    },
    { timeoutMs: 10_000, intervalMs: 50 },
  );
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
