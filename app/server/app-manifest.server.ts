// GET /manifest.webmanifest and /app-icon/<tag>-<purpose>-<size>.png (docs/issues/019.md §1): the installable
// app of the domain asked for, served before the session like /img (no cookie, no Vary: Cookie).
// The manifest is the same for everyone on a domain and may be cached for 5 minutes; an icon under
// the domain's current tag never changes (a year, immutable), one under an old tag only briefly.
import type { RequestHandler } from "express";
import type { Tenant } from "~/context";
import { appImage, appManifest, type AppHost } from "~/services/app-manifest.server";
import { IMMUTABLE } from "~/server/images.server";

const MANIFEST_CACHE = "public, max-age=300";
const OLD_TAG_CACHE = "public, max-age=300";

function hostOf(tenant: Tenant | undefined): AppHost | null | undefined {
  if (!tenant || tenant.kind === "unknown") return undefined;
  return tenant.kind === "host" ? tenant.host : null;
}

function notFound(res: Parameters<RequestHandler>[1]) {
  res.status(404).setHeader("Cache-Control", "no-store");
  res.type("text/plain").send("Niet gevonden.");
}

export const serveManifest: RequestHandler = async (_req, res, next) => {
  try {
    const host = hostOf(res.locals.tenant as Tenant | undefined);
    if (host === undefined) return notFound(res);
    const manifest = await appManifest(host);
    res.setHeader("Cache-Control", MANIFEST_CACHE);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.type("application/manifest+json").send(JSON.stringify(manifest));
  } catch (err) {
    next(err);
  }
};

export const serveAppImage: RequestHandler = async (req, res, next) => {
  try {
    const host = hostOf(res.locals.tenant as Tenant | undefined);
    const file = typeof req.params.file === "string" ? req.params.file : "";
    const image = host === undefined ? null : await appImage(host, file);
    if (!image) return notFound(res);
    res.setHeader("Cache-Control", image.current ? IMMUTABLE : OLD_TAG_CACHE);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.type("image/png").send(image.bytes);
  } catch (err) {
    next(err);
  }
};
