// What the restaurant home renders: plain, serialisable data. `pricing` is exactly what the
// domain's priceLine takes, so the product dialog shows the price the server will charge.
import type { PricingGroup, PricingProduct } from "~/domain/line-price";

export interface MenuGroupChoiceView extends PricingGroup {
  /** Shown under "Toevoegen" (extras) rather than as a choice of the dish itself. */
  extra: boolean;
}

export interface MenuProductView {
  id: number;
  name: string;
  description: string | null;
  allergens: string[];
  flags: string[];
  favorite: boolean;
  /** The card's price for the current mode: the delivery or takeout price when lower. */
  display: { price: number; basePrice: number; fromPrice: boolean };
  pricing: PricingProduct & { groups: MenuGroupChoiceView[] };
}

export interface MenuSectionView {
  name: string | null;
  products: MenuProductView[];
}

export interface MenuTabView {
  name: string;
  slug: string;
  groups: MenuSectionView[];
}

export interface RestaurantView {
  /** Open now, closed (order for later) or paused (no orders), in Dutch. */
  status: { open: boolean; paused: boolean; text: string };
  name: string;
  short: string | null;
  description: string | null;
  banner: string | null;
  address: string | null;
  tabs: MenuTabView[];
}

export const needsChoices = (p: MenuProductView) =>
  p.pricing.groups.length > 0 || p.pricing.volumes.length > 0 || p.pricing.variations.length > 0 || p.pricing.defaultIncludes.length > 0;
