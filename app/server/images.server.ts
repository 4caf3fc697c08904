// GET /img/<hash>-<width>.<webp|jpg>: the stored image variants (docs/decisions/019-images.md),
// served before the session and Remix: public, the same for everyone, cached for a year
// (the name is the content), revalidated by ETag. Anything else under /img is a 404, never a 500.
import type { RequestHandler } from "express";
import type { Tenant } from "~/context";
import { imageFile } from "~/services/images.server";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export const serveImage: RequestHandler = async (req, res, next) => {
  try {
    const tenant = res.locals.tenant as Tenant | undefined;
    const name = typeof req.params.file === "string" ? req.params.file : "";
    const file =
      tenant && tenant.kind !== "unknown"
        ? await imageFile({ hostId: tenant.kind === "host" ? tenant.host.id : null, name })
        : null;
    if (!file) {
      res.status(404).setHeader("Cache-Control", "no-store");
      res.type("text/plain").send("Foto niet gevonden.");
      return;
    }
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("ETag", file.etag);
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.headers["if-none-match"]?.split(",").some((t) => t.trim() === file.etag)) {
      res.status(304).end();
      return;
    }
    res.status(200).send(file.bytes);
  } catch (err) {
    next(err);
  }
};
