// The restaurant's look (docs/issues/016.md §2, /admin/settings/uiterlijk): banner image and text, logo,
// primary colour and the animations. The colour must leave its text readable (WCAG AA, 4.5:1 —
// domain/colors checkThemeColor); a refusal names the nearest colour that passes. The images must be
// this restaurant's own, of the right kind. After the save, host.changed goes over the bus: every
// instance drops its cached tenant (the theme) and menu page (the header) at once.
//
// await saveLook({ hostId: host.id, input })
import { getDb } from "~/db.server";
import { checkThemeColor } from "~/domain/colors";
import type { ImageKind, ImageRef } from "~/domain/images";
import { getHost } from "~/models/hosts.server";
import { findImages, getHostLook, saveHostLook } from "~/models/images.server";
import { hostChanged } from "~/realtime/invalidation.server";
import type { LookInput } from "~/schemas/look";
import { ServiceError } from "~/services/errors.server";
import { requireOwnImage } from "~/services/images.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

export const LOOK_SAVED = "Het uiterlijk is opgeslagen. Klanten zien het meteen.";

/** A name for the animations when switched on and the restaurant had none (the column names one, docs/spec.md §3). */
const DEFAULT_ANIMATION = "standaard";

export interface LookView {
  hostName: string;
  themePrimary: string;
  bannerText: string;
  banner: ImageRef | null;
  logo: ImageRef | null;
  animation: boolean;
}

export async function loadLook({ hostId }: { hostId: number }): Promise<LookView> {
  const db = getDb();
  const [host, look] = await Promise.all([getHost(db, { hostId }), getHostLook(db, { hostId })]);
  if (!host || !look) throw new ServiceError(HOST_NOT_FOUND, 404);
  const images = await findImages(db, {
    hostId,
    ids: [look.bannerImageId, look.logoImageId].filter((id): id is number => id !== null),
  });
  return {
    hostName: host.name,
    themePrimary: host.themePrimary,
    bannerText: look.bannerText ?? "",
    banner: look.bannerImageId === null ? null : (images.get(look.bannerImageId) ?? null),
    logo: look.logoImageId === null ? null : (images.get(look.logoImageId) ?? null),
    animation: host.animation !== null,
  };
}

async function ownImage(hostId: number, id: number | null, kind: ImageKind, field: string): Promise<number | null> {
  if (id === null) return null;
  try {
    return (await requireOwnImage({ hostId, imageId: id, kind })).id;
  } catch (err) {
    if (err instanceof ServiceError) throw new ServiceError(err.message, err.status, { [field]: err.message });
    throw err;
  }
}

/** Saves the look; an unreadable colour is a 400 with the suggestion, another's image a 404. */
export async function saveLook({
  hostId,
  input,
}: {
  hostId: number;
  input: LookInput;
}): Promise<{ intent: "look"; message: string }> {
  const color = checkThemeColor(input.themePrimary);
  if (!color.ok)
    throw new ServiceError(color.message, 400, { themePrimary: color.message }, { suggestion: color.suggestion });
  const bannerImageId = await ownImage(hostId, input.bannerImageId, "banner", "bannerImageId");
  const logoImageId = await ownImage(hostId, input.logoImageId, "logo", "logoImageId");
  const db = getDb();
  const host = await getHost(db, { hostId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const animation = input.animation ? (host.animation ?? DEFAULT_ANIMATION) : null;
  await saveHostLook(db, {
    hostId,
    look: { bannerImageId, logoImageId, bannerText: input.bannerText, themePrimary: color.color, animation },
  });
  await hostChanged(hostId);
  return { intent: "look", message: LOOK_SAVED };
}
