// What every visitor of a restaurant sees alike, read once per few seconds: the host row, its menu,
// opening hours, look and running promotions. The menu page, a product's dialog, the board's "add
// product" and the checkout read it from here; a change on any instance (menu.changed,
// host.changed on the bus) drops it everywhere at once (app/server/main.server.ts).
import type { Discount } from "~/domain/discounts";
import type { OpeningShift } from "~/domain/opening-hours";
import { pictureView, type PictureView } from "~/domain/images";
import { getDb } from "~/db.server";
import { listDiscounts } from "~/models/discounts.server";
import { getOpeningHours } from "~/models/host-operations.server";
import { getHost, type Host } from "~/models/hosts.server";
import { findImages, getHostLook } from "~/models/images.server";
import { getMenu, type Menu } from "~/models/products.server";
import { singleton } from "~/infra/singleton.server";
import { ttlCache } from "~/infra/ttl-cache.server";

export interface Look {
  banner: PictureView | null;
  logo: PictureView | null;
  bannerText: string | null;
}

export interface CachedRestaurant {
  host: Host | null;
  menu: Menu;
  hours: OpeningShift[];
  look: Look;
  discounts: Discount[];
}

// The menu is read on every visit and changes rarely: a few seconds of staleness buys the page its speed.
const RESTAURANT_CACHE_MS = 5_000;
// one cache per process: server.ts (which drops entries on menu.changed) and the Remix build each load this module
const restaurants = singleton("restaurant-cache", () => ttlCache<number, CachedRestaurant>(RESTAURANT_CACHE_MS));

/** What changed on any instance (menu.changed, host.changed) is loaded afresh on the next view. */
export function forgetRestaurant(hostId: number): void {
  restaurants.delete(hostId);
}

export function cachedRestaurant(hostId: number): Promise<CachedRestaurant> {
  return restaurants.get(hostId, async () => {
    const [host, menu, hours, look, discounts] = await Promise.all([
      getHost(getDb(), { hostId }),
      getMenu(getDb(), { hostId }),
      getOpeningHours(getDb(), { hostId }),
      loadLook(hostId),
      listDiscounts(getDb(), { hostId, current: true }),
    ]);
    return { host, menu, hours, look, discounts };
  });
}

/** The uploaded banner, logo and banner text (docs/issues/016.md §2), only ever this host's own images. */
async function loadLook(hostId: number): Promise<Look> {
  const db = getDb();
  const look = await getHostLook(db, { hostId });
  if (!look) return { banner: null, logo: null, bannerText: null };
  const images = await findImages(db, {
    hostId,
    ids: [look.bannerImageId, look.logoImageId].filter((id): id is number => id !== null),
  });
  const picture = (id: number | null) => {
    const image = id === null ? undefined : images.get(id);
    return image ? pictureView(image) : null;
  };
  return { banner: picture(look.bannerImageId), logo: picture(look.logoImageId), bannerText: look.bannerText };
}
