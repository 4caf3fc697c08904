// What the restaurant home renders: plain, serialisable data. `pricing` is exactly what the
// domain's priceLine takes, so the product dialog shows the price the server will charge.
import type { PricingGroup, PricingProduct } from "~/domain/line-price";
import type { PictureView } from "~/domain/images";

export interface MenuGroupChoiceView extends PricingGroup {
  /** Shown under "Toevoegen" (extras) rather than as a choice of the dish itself. */
  extra: boolean;
  /** Items "Uitverkocht" now (by name): greyed in the dialog and cannot be chosen (docs/issues/015.md §4). */
  soldOut?: string[];
}

/** A product as its card on the menu shows it. */
export interface MenuCardView {
  id: number;
  name: string;
  description: string | null;
  allergens: string[];
  flags: string[];
  favorite: boolean;
  /** The card's price for the current mode: the delivery or takeout price when lower. */
  display: { price: number; basePrice: number; fromPrice: boolean };
  /** Something to choose (size, variant, groups, default includes): the dialog opens. */
  choices: boolean;
  /**
   * Why it cannot be ordered now, as the card says it (server-made text, no logic in the menu's JS):
   * "Uitverkocht", or "Keuze uitverkocht" when every item of a required group is sold out; null: orderable.
   */
  soldOut: string | null;
  /**
   * The product's photo on the card (docs/issues/015.md §5) as server-made <picture> markup (domain/images
   * pictureHtml: no image code in the menu's JS), or null: the card looks as it always did.
   */
  photoHtml: string | null;
}

/** A product with what the product dialog needs to price every choice (loaded when it opens). */
export interface MenuProductView extends MenuCardView {
  /** The photo at the top of the product dialog, or null. */
  photo: PictureView | null;
  pricing: PricingProduct & { groups: MenuGroupChoiceView[] };
}

export interface MenuSectionView<P = MenuCardView> {
  name: string | null;
  products: P[];
}

export interface MenuTabView<P = MenuCardView> {
  name: string;
  slug: string;
  groups: MenuSectionView<P>[];
  /** Its section's height at most, in rem, where it stands while the browser skips it (decision 115). */
  heightBound: number;
}

export interface RestaurantView<P = MenuCardView> {
  /** Open now, closed (order for later) or paused (no orders), in Dutch. */
  status: { open: boolean; paused: boolean; text: string };
  name: string;
  short: string | null;
  description: string | null;
  /**
   * The header's banner and logo (/admin/settings/uiterlijk) as server-made markup (domain/images
   * headerArtHtml), or null for neither. `short` carries the banner text when one is set.
   */
  headerHtml: string | null;
  address: string | null;
  /** docs/issues/020.md §5: today's promotions as server-made markup (domain/discounts promotionsHtml), or null. */
  promo?: string | null;
  tabs: MenuTabView<P>[];
}
