// "/" and "/hosts": the platform directory, or a restaurant's menu as the customer sees it.
import { promotionsHtml } from "~/domain/discounts";
import { RESTAURANT_CATEGORIES } from "~/domain/constants";
import type { CartView } from "~/schemas/cart";
import type { DirectoryHost } from "~/schemas/directory-view";
import type { MenuCardView, MenuProductView, MenuTabView, RestaurantView } from "~/schemas/menu-view";
import { sectionHeightBound } from "~/domain/menu-section-bound";
import { menuPrice } from "~/domain/pricing";
import { unorderableGroup } from "~/domain/sold-out";
import { getEnv } from "~/env.server";
import { openUntilText } from "~/domain/opening-hours";
import { aheadDays, orderAheadText } from "~/domain/order-ahead";
import { isPausedAt, pauseMessage } from "~/domain/host-settings";
import { listPublicHosts } from "~/models/hosts.server";
import type { MenuProduct } from "~/models/products.server";
import { headerArtHtml, pictureHtml, pictureView } from "~/domain/images";
import { getDb } from "~/db.server";
import { directoryRatings } from "~/services/reviews.server";
import type { SessionUser } from "~/services/session-user.server";
import { hostOrigin } from "~/domain/urls";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { ServiceError } from "~/services/errors.server";
import { cachedRestaurant } from "~/services/restaurant-cache.server";

const CARD_PHOTO = { sizes: "88px", width: 88, lazy: true, className: "h-full w-full object-cover" };

function slug(text: string): string {
  return (
    "tab-" +
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
  );
}

function cardView(p: MenuProduct, deliver: boolean): MenuCardView {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    allergens: p.allergens,
    flags: p.flags,
    favorite: p.favorite,
    display: menuPrice(
      { price: p.price, price_deliver: p.priceDeliver, price_takeout: p.priceTakeout, volumes: p.volumes },
      { deliver },
    ),
    choices: p.groups.length > 0 || p.volumes.length > 0 || p.variations.length > 0 || p.defaultIncludes.length > 0,
    soldOut: p.soldOut ? "Uitverkocht" : unorderableGroup(p.groups) !== null ? "Keuze uitverkocht" : null,
    photoHtml: p.image ? pictureHtml(pictureView(p.image), CARD_PHOTO) : null,
  };
}

function productView(p: MenuProduct, deliver: boolean): MenuProductView {
  return {
    ...cardView(p, deliver),
    photo: p.image ? pictureView(p.image) : null,
    pricing: {
      name: p.name,
      price: p.price,
      priceDeliver: p.priceDeliver,
      priceTakeout: p.priceTakeout,
      volumes: p.volumes.map((v) => ({ name: v.name, price: v.price })),
      variations: p.variations,
      defaultIncludes: p.defaultIncludes,
      groups: p.groups.map((g) => ({
        name: g.name,
        min: g.min,
        max: g.max,
        included: g.included,
        half: g.half,
        extra: g.extra,
        exception: g.exception,
        items: g.items.map((i) => ({ name: i.name, price: i.price, volume: i.volume })),
        soldOut: g.items.filter((i) => i.soldOut).map((i) => i.name),
      })),
    },
  };
}

/** The menu page: cards only; a product's choices load when its dialog opens (loadProductDetail). */
export function loadRestaurant(hostId: number, deliver = true): Promise<RestaurantView> {
  return buildRestaurant(hostId, deliver, cardView);
}

/** Every product with its choices, for the staff's "add product" dialog on the board. */
export function loadRestaurantDetails(hostId: number, deliver = true): Promise<RestaurantView<MenuProductView>> {
  return buildRestaurant(hostId, deliver, productView);
}

/** One product of this host with its choices, priced for the mode; null when it is not on the menu. */
export async function loadProductDetail(
  hostId: number,
  productId: number,
  deliver: boolean,
): Promise<MenuProductView | null> {
  const { menu } = await cachedRestaurant(hostId);
  const product = menu.tabs.flatMap((t) => t.products).find((p) => p.id === productId);
  return product ? productView(product, deliver) : null;
}

async function buildRestaurant<P extends MenuCardView>(
  hostId: number,
  deliver: boolean,
  view: (p: MenuProduct, deliver: boolean) => P,
): Promise<RestaurantView<P>> {
  const { host, menu, hours, look, discounts } = await cachedRestaurant(hostId);
  if (!host) throw new ServiceError(NOT_FOUND_TEXT, 404);
  const tabs: MenuTabView<P>[] = menu.tabs.map((tab) => {
    const groups = new Map<string | null, P[]>();
    for (const p of tab.products) {
      const list = groups.get(p.groupName) ?? [];
      list.push(view(p, deliver));
      groups.set(p.groupName, list);
    }
    const sections = [...groups].map(([name, products]) => ({ name, products }));
    return {
      name: tab.extra ? "Extra's" : tab.name,
      slug: slug(tab.name),
      groups: sections,
      heightBound: sectionHeightBound({ groups: sections }),
    };
  });
  const favorites = menu.tabs.flatMap((t) => t.products).filter((p) => p.favorite);
  if (favorites.length > 0) {
    const groups = [{ name: null, products: favorites.map((p) => view(p, deliver)) }];
    tabs.unshift({ name: "Favorieten", slug: "tab-favorieten", groups, heightBound: sectionHeightBound({ groups }) });
  }
  const now = new Date();
  const openText = openUntilText(hours, now);
  // the pause ends by itself at its end time (docs/issues/016.md §2), also while this view is cached
  const paused = isPausedAt(host, now);
  return {
    status: {
      paused,
      open: openText !== null,
      // closed: when to order ahead for ('Vandaag gesloten — bestel vooruit voor morgen 16:00')
      text: paused
        ? pauseMessage(host.name, { reason: host.pauseReason, until: host.pausedUntil })
        : (openText ?? orderAheadText(hours, now, aheadDays(host.settings.orderAheadDays))),
    },
    name: host.name,
    // the line under the name: the banner text when the restaurant set one (/admin/settings/uiterlijk)
    short: look.bannerText ?? host.short,
    description: host.description,
    headerHtml: headerArtHtml({ banner: look.banner, legacyBanner: host.banner, logo: look.logo, name: host.name }),
    address: [host.address, host.city].filter(Boolean).join(", ") || null,
    // docs/issues/020.md §5: today's automatic promotions as server-made text (no JS on the menu for it)
    promo: promotionsHtml(discounts, now),
    tabs,
  };
}

/**
 * The restaurants the customer marked as favourite (docs/issues/020.md §7) first, then the others they ordered
 * from, most often first — marking one favourite no longer hides the rest (docs/issues/033.md §15).
 */
async function favoriteHosts(customerId: number) {
  const [marked, ordered] = await Promise.all([
    listPublicHosts(getDb(), { favoriteOf: customerId }),
    listPublicHosts(getDb(), { orderedBy: customerId }),
  ]);
  const shown = new Set(marked.map((h) => h.id));
  return [...marked, ...ordered.filter((h) => !shown.has(h.id))];
}

/** `user`: the logged-in user (their favourites), null for a visitor (decision 083: the route reads the session). */
export async function loadDirectory({
  user,
  requestUrl,
  asked,
}: {
  user: SessionUser | null;
  requestUrl: string;
  asked: string;
}) {
  const env = getEnv();
  // only the spec's categories (docs/spec.md §9): anything else, NUL bytes included, lists every restaurant
  const category = RESTAURANT_CATEGORIES.some((c) => c.value === asked) ? asked : "all";
  // "Favorieten": the restaurants this customer marked, else those they ordered from (nothing without a login)
  const customerId = category === "favorite" && user?.user.kind === "customer" ? user.user.id : null;
  const hosts =
    category === "favorite"
      ? customerId === null
        ? []
        : await favoriteHosts(customerId)
      : await listPublicHosts(getDb(), { category });
  const ratings = await directoryRatings(hosts.map((h) => h.id));
  const view: DirectoryHost[] = hosts.map((h) => ({
    id: h.id,
    name: h.name,
    short: h.short,
    // the rating rides on the city line (docs/issues/020.md §6): server text, no new markup for the menu page's JS budget
    city: [h.city, ratings.get(h.id)].filter(Boolean).join(" · ") || null,
    banner: h.banner,
    themePrimary: h.themePrimary,
    categories: h.categories,
    href: hostOrigin(h, requestUrl, env.PLATFORM_DOMAIN),
  }));
  return { hosts: view, category, needsLogin: category === "favorite" && customerId === null };
}

/** What "/" is loaded for, as the route reads it from the request (decision 083). */
export interface HomeArgs {
  /** the restaurant of the request's domain; null on the platform */
  hostId: number | null;
  /** the session's cart at this restaurant (getCart); null on the platform */
  cart: CartView | null;
  user: SessionUser | null;
  requestUrl: string;
}

/** "/" of a restaurant (its menu, priced for the session's cart) or of the platform (the directory). */
export async function loadHome({ hostId, cart, user, requestUrl }: HomeArgs) {
  if (hostId !== null && cart) {
    return { kind: "host" as const, restaurant: await loadRestaurant(hostId, cart.deliver), cart };
  }
  const { hosts } = await loadDirectory({ user, requestUrl, asked: "all" });
  return { kind: "platform" as const, hosts };
}
