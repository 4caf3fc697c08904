// One policy for the restaurant's own screens (docs/issues/014.md §10, docs/roles.md): settings, printers,
// messages, products and staff belong to the organisation that owns the restaurant. A call centre
// serving it — its admin or its telephonist — is refused on each (GET and POST), while it keeps
// what it is there for: the order desk and the to-do list. The restaurant's own admin passes.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createHost, createOrganisation, createUser, serveHost } from "../../db/factory";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import type { AppClient } from "../support/server";
import { createRedisSession } from "../support/session";

let app: AppClient;
let redis: { url: string };
let site: string;
let cookies: Record<"owner" | "ccAdmin" | "ccPhone" | "cook", string>;

const OWN_SCREENS = [
  "/admin/settings",
  "/admin/settings/printers",
  "/admin/settings/berichten",
  "/admin/settings/profiel",
  "/admin/settings/webadres",
  "/admin/settings/openingstijden",
  "/admin/settings/bezorging",
  "/admin/settings/bestellen",
  "/admin/products",
  "/admin/products/nieuw",
  "/admin/users",
];

beforeAll(async () => {
  redis = sharedRedis();
  app = await sharedAppServer();
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const cc = await createOrganisation(db);
  await serveHost(db, cc.id, host.id);
  const users = {
    owner: await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" }),
    ccAdmin: await createUser(db, { kind: "host", organisationId: cc.id, orgRole: "admin" }),
    ccPhone: await createUser(db, { kind: "host", organisationId: cc.id, orgRole: "callcenter" }),
    cook: await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" }),
  };
  cookies = Object.fromEntries(
    await Promise.all(
      Object.entries(users).map(async ([k, u]) => [k, await createRedisSession(redis.url, { userId: u.id })]),
    ),
  ) as typeof cookies;
  site = `${host.perma}.localhost`;
}, 60_000);

const get = (path: string, cookie: string) => app.fetch(site, path, { headers: { cookie } });
const post = (path: string, cookie: string) =>
  app.fetch(site, path, {
    method: "POST",
    headers: { cookie, origin: `http://${site}:${app.port}` },
    body: new URLSearchParams({ intent: "zap" }),
  });

describe("the restaurant's own screens", () => {
  it.each(OWN_SCREENS)(
    "%s: the owner's admin passes; a call centre's admin and telephonist, and a cook, are refused",
    async (path) => {
      expect((await get(path, cookies.owner)).status).toBe(200);
      for (const who of ["ccAdmin", "ccPhone", "cook"] as const) {
        expect((await get(path, cookies[who])).status, `${who} GET`).toBe(403);
        expect((await post(path, cookies[who])).status, `${who} POST`).toBe(403);
      }
    },
  );
});

describe("what a call centre is there for", () => {
  it("its telephonist opens the order desk and the to-do list", async () => {
    expect((await get("/deliver", cookies.ccPhone)).status).toBe(200);
    expect((await get("/admin/stats/todo", cookies.ccPhone)).status).toBe(200);
  });
});
