// The installable app per domain (docs/issues/019.md §1): a restaurant's manifest, icons made with sharp from
// its logo (or a lettermark in its colour when it has none) and the install sheet's pictures; the
// platform's domain gets Bestelinfo's. Icon URLs carry a tag of what they show (name, colour,
// logo), so a browser may keep them for good and a new logo is a new URL.
// const {manifest} = await appManifest(host); const file = await appImage(host, "1a2b3c4d-any-192.png")
import crypto from "node:crypto";
import sharp from "sharp";
import { getDb } from "~/db.server";
import { PRIMARY_COLOR, PRODUCT_NAME } from "~/domain/constants";
import {
  lettermark,
  lettermarkSvg,
  parseAppImageName,
  screenshotSvg,
  webManifest,
  type IconSize,
} from "~/domain/web-manifest";
import { findImage, findVariant, getHostLook } from "~/models/images.server";
import { singleton } from "~/infra/singleton.server";
import { ttlCache } from "~/infra/ttl-cache.server";

/** The restaurant the domain belongs to, as the tenant gives it; null on the platform's domain. */
export interface AppHost {
  id: number;
  name: string;
  short: string | null;
  themePrimary: string;
}

interface Face {
  name: string;
  short: string | null;
  color: string;
  logoKey: string | null;
  hostId: number | null;
  tag: string;
}

/** Drawn pictures: small, the same for everyone of a domain; kept for 10 minutes per tag. */
const drawn = singleton("app-images", () => ttlCache<string, Buffer>(10 * 60_000, 200));

async function faceOf(host: AppHost | null): Promise<Face> {
  let logoKey: string | null = null;
  if (host) {
    const db = getDb();
    const look = await getHostLook(db, { hostId: host.id });
    const logo = look?.logoImageId
      ? await findImage(db, { hostId: host.id, id: look.logoImageId, kind: "logo" })
      : null;
    logoKey = logo?.key ?? null;
  }
  const name = host?.name ?? PRODUCT_NAME;
  const short = host?.short ?? null;
  const color = host?.themePrimary ?? PRIMARY_COLOR;
  const tag = crypto
    .createHash("sha256")
    .update(JSON.stringify(["v1", name, short, color, logoKey]))
    .digest("hex")
    .slice(0, 8);
  return { name, short, color, logoKey, hostId: host?.id ?? null, tag };
}

export async function appManifest(host: AppHost | null) {
  const face = await faceOf(host);
  return webManifest({ name: face.name, short: face.short, color: face.color, tag: face.tag });
}

async function drawIcon(face: Face, size: IconSize, maskable: boolean): Promise<Buffer> {
  const logo =
    face.logoKey && face.hostId !== null
      ? await findVariant(getDb(), { hostId: face.hostId, key: face.logoKey, width: 512, format: "webp" })
      : null;
  if (!logo)
    return sharp(Buffer.from(lettermarkSvg({ letter: lettermark(face.name), color: face.color, size, maskable })))
      .png()
      .toBuffer();
  // a logo sits on white; a maskable one keeps it inside the safe zone (the launcher crops the rest)
  const inner = Math.round(size * (maskable ? 0.7 : 0.9));
  const fitted = await sharp(logo).resize(inner, inner, { fit: "contain", background: "#ffffff" }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: "#ffffff" } })
    .composite([{ input: fitted, gravity: "centre" }])
    .png()
    .toBuffer();
}

export interface AppImage {
  bytes: Buffer;
  /** The name's tag is what the domain shows now: cache it for good. Otherwise only briefly. */
  current: boolean;
}

/** A generated icon or install picture for this domain by its file name, or null (a 404). */
export async function appImage(host: AppHost | null, file: string): Promise<AppImage | null> {
  const wanted = parseAppImageName(file);
  if (!wanted) return null;
  const face = await faceOf(host);
  const key = `${face.hostId ?? 0}:${face.tag}:${file.slice(9)}`;
  const bytes = await drawn.get(key, () =>
    wanted.kind === "icon"
      ? drawIcon(face, wanted.size, wanted.purpose === "maskable")
      : sharp(Buffer.from(screenshotSvg({ name: face.name, color: face.color, form: wanted.form })))
          .png()
          .toBuffer(),
  );
  return { bytes, current: wanted.tag === face.tag };
}
