// docs/issues/019.md through the real server (production build): the manifest and icons per domain with sane,
// tenant-correct caching and no session; root's /admin/versie (every other role refused, bad input a
// Dutch 4xx) that tells every open page over the live socket, anonymous ones included; /api/version;
// switching a push device off needs a login and a readable body.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createHost, createOrganisation, createUser } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { createRedisSession } from "../support/session";
import { connectWs } from "../support/ws";

let redis: { url: string };
let app: AppClient;
let hostA: { id: number; perma: string; name: string };
let hostB: { id: number; perma: string };
const cookies = { adminA: "", adminB: "", cookA: "", customer: "", root: "" };

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  const orgA = await createOrganisation(db);
  const orgB = await createOrganisation(db);
  hostA = await createHost(db, { organisationId: orgA.id, name: "Frituur Het Pleintje", themePrimary: "#4a148c" });
  hostB = await createHost(db, { organisationId: orgB.id });
  const session = async (user: { id: number }) => createRedisSession(redis.url, { userId: user.id });
  cookies.adminA = await session(await createUser(db, { kind: "host", organisationId: orgA.id, orgRole: "admin" }));
  cookies.adminB = await session(await createUser(db, { kind: "host", organisationId: orgB.id, orgRole: "admin" }));
  cookies.cookA = await session(await createUser(db, { kind: "host", organisationId: orgA.id, orgRole: "cook" }));
  cookies.customer = await session(await createUser(db, { kind: "customer" }));
  cookies.root = await session(await createUser(db, { kind: "root" }));
  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;

describe("GET /manifest.webmanifest and /app-icon", () => {
  it("serves each domain its own manifest, publicly cacheable for 5 minutes, without a session cookie", async () => {
    const res = await app.fetch(on(hostA), "/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/manifest+json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("set-cookie")).toBeNull();
    const a = (await res.json()) as { name: string; theme_color: string; icons: Array<{ src: string }> };
    expect(a).toMatchObject({ name: "Frituur Het Pleintje", theme_color: "#4a148c" });

    const b = (await (await app.fetch(on(hostB), "/manifest.webmanifest")).json()) as {
      name: string;
      icons: Array<{ src: string }>;
    };
    expect(b.name).not.toBe(a.name);
    expect((await (await app.fetch("localhost", "/manifest.webmanifest")).json()) as object).toMatchObject({
      name: "Bestelinfo",
    });
    // a logged-in visitor gets the same public document (it is nobody's own)
    const loggedIn = await app.fetch(on(hostA), "/manifest.webmanifest", { headers: { cookie: cookies.adminA } });
    expect(await loggedIn.json()).toEqual(a);

    const icon = await app.fetch(on(hostA), a.icons[0].src);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // restaurant A's icon asked on B's domain is B's drawing under an old tag: never cached for good
    const crossed = await app.fetch(on(hostB), a.icons[0].src);
    expect(crossed.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("answers unknown domains and made-up files with a 404, never a 500", async () => {
    expect((await app.fetch("nergens-te-vinden.localhost", "/manifest.webmanifest")).status).toBe(404);
    for (const file of ["x.png", "%00", "..%2F..%2Fpackage.json", "12345678-any-192.png%00", "a".repeat(3000)]) {
      const res = await app.fetch(on(hostA), `/app-icon/${file}`);
      expect(res.status, file).toBe(404);
    }
  });
});

const versionPost = (cookie: string, body: URLSearchParams | string, type?: string) =>
  app.fetch("localhost", "/admin/versie", {
    method: "POST",
    headers: {
      cookie,
      origin: `http://localhost:${app.port}`,
      accept: "text/html",
      ...(type ? { "content-type": type } : {}),
    },
    body,
  });

describe("/admin/versie and the version watch", () => {
  it("is root's only: other roles are refused, anonymous visitors sent to the login", async () => {
    expect((await app.fetch("localhost", "/admin/versie", { headers: { cookie: cookies.root } })).status).toBe(200);
    for (const who of ["adminA", "adminB", "cookA", "customer"] as const) {
      expect((await app.fetch(on(hostA), "/admin/versie", { headers: { cookie: cookies[who] } })).status, who).toBe(
        403,
      );
      const post = await app.fetch(on(hostA), "/admin/versie", {
        method: "POST",
        headers: { cookie: cookies[who], origin: `http://${on(hostA)}:${app.port}` },
        body: new URLSearchParams({ intent: "version", version: "6.6.6", update: "1" }),
      });
      expect(post.status, who).toBe(403);
    }
    const anonymous = await app.fetch("localhost", "/admin/versie");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    expect((await getDb()("config_documents").where({ name: "app" }).first("version")).version).not.toBe("6.6.6");
  });

  it("tells every open page, anonymous ones too, when root saves; /api/version says the same", async () => {
    const socket = await connectWs({ port: app.port, host: on(hostA) });
    socket.send({ type: "join", channel: "config" });
    await socket.next((m) => m.type === "joined" && m.channel === "config");

    const res = await versionPost(
      cookies.root,
      new URLSearchParams({ intent: "version", version: "2.0.1", update: "1" }),
    );
    expect(res.status).toBe(200);
    const heard = await socket.next((m) => m.type === "event" && m.channel === "config");
    expect(heard.event).toEqual({ type: "config.changed", payload: { name: "app", version: "2.0.1", update: 1 } });
    socket.close();

    const api = await app.fetch(on(hostB), "/api/version");
    expect(api.headers.get("cache-control")).toContain("no-store");
    expect(await api.json()).toEqual({ result: "OK", name: "app", version: "2.0.1", update: 1 });

    // update off: saved as 0
    await versionPost(cookies.root, new URLSearchParams({ intent: "version", version: "2.0.2" }));
    expect(await getDb()("config_documents").where({ name: "app" }).first("version", "update_flag")).toEqual({
      version: "2.0.2",
      update_flag: 0,
    });
  });

  it("refuses bad input with a Dutch 4xx and changes nothing", async () => {
    const cases: Array<[string, URLSearchParams | string, string | undefined, number]> = [
      ["not a version", new URLSearchParams({ intent: "version", version: "twee" }), undefined, 400],
      ["empty", new URLSearchParams({ intent: "version", version: "" }), undefined, 400],
      ["NUL byte", new URLSearchParams({ intent: "version", version: "2.0\u0000" }), undefined, 400],
      ["very long", new URLSearchParams({ intent: "version", version: "1.".repeat(5000) }), undefined, 400],
      ["JSON to a form", JSON.stringify({ intent: "version", version: "3.0.0" }), "application/json", 415],
    ];
    for (const [name, body, type, status] of cases) {
      const res = await versionPost(cookies.root, body, type);
      expect(res.status, name).toBe(status);
    }
    expect((await getDb()("config_documents").where({ name: "app" }).first("version")).version).toBe("2.0.2");
  });
});

describe("POST /api/push/remove", () => {
  it("needs a login and a readable body", async () => {
    const post = (cookie: string | undefined, body: string) =>
      app.fetch(on(hostA), "/api/push/remove", {
        method: "POST",
        headers: {
          ...(cookie ? { cookie } : {}),
          origin: `http://${on(hostA)}:${app.port}`,
          "content-type": "application/json",
        },
        body,
      });
    expect((await post(undefined, JSON.stringify({ endpoint: "https://push.example.test/1" }))).status).toBe(401);
    expect((await post(cookies.customer, "{not json")).status).toBe(400);
    expect((await post(cookies.customer, JSON.stringify({ endpoint: "" }))).status).toBe(400);
    const none = await post(cookies.customer, JSON.stringify({ endpoint: "https://push.example.test/none" }));
    expect(await none.json()).toEqual({ result: "OK", removed: false });
  });
});
