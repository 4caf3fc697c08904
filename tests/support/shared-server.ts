// One production server (and, on the embedded setup, one Redis) for the whole integration run,
// started by tests/setup/global-setup.ts while the first files load, instead of one server per
// file (decision 095). A file that uses it keeps to restaurants, people and sessions of its own
// (the factory makes fresh ones), so what it does is invisible to the others, whatever their order.
// A file that needs a server of its own — another environment, its log, its process (stop, kill,
// SIGTERM), or the seeded demo restaurant without Redis — keeps startAppServer.
//
// The shared server runs with the environment most files asked for: REDIS_URL (this Redis),
// TRUST_PROXY=1 (a request without X-Forwarded-For is still 127.0.0.1) and ENCRYPTION_KEY (the key
// this process opens sealed values with, tests/setup/global-setup.ts).
import fs from "node:fs";
import { inject } from "vitest";
import { appClient, type AppClient } from "./server";
import { eventually } from "./eventually";

export interface SharedServer {
  port: number;
  redisUrl: string;
  /** Written by the global setup when the server could not start: its message and output. */
  failureFile: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    sharedServer: SharedServer;
  }
}

/** The Redis the shared server keeps its sessions in: createRedisSession(sharedRedis().url, …). */
export function sharedRedis(): { url: string } {
  return { url: inject("sharedServer").redisUrl };
}

/** The shared server, once it answers /healthz (the first file to ask may wait for its start). */
export async function sharedAppServer(): Promise<AppClient> {
  const { port, failureFile } = inject("sharedServer");
  const app = appClient(port);
  await eventually(
    "the shared app server answers /healthz",
    async () => {
      if (fs.existsSync(failureFile)) throw new StartFailed(fs.readFileSync(failureFile, "utf8"));
      return (await app.fetch(`127.0.0.1:${port}`, "/healthz")).ok;
    },
    { timeoutMs: 120_000, intervalMs: 100 },
  ).catch((e: unknown) => {
    if (fs.existsSync(failureFile)) throw new StartFailed(fs.readFileSync(failureFile, "utf8"));
    throw e;
  });
  return app;
}

class StartFailed extends Error {
  constructor(why: string) {
    super(`the shared app server did not start: ${why}`);
  }
}
