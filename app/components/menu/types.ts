// What the restaurant home renders: plain, serialisable, prices already chosen for the mode.
export interface MenuProductView {
  id: number;
  name: string;
  description: string | null;
  price: number; // cents, for the current mode (delivery/takeout price when lower)
  basePrice: number; // cents, shown struck through when price is lower
  fromPrice: boolean; // "vanaf": the price depends on a chosen volume
  allergens: string[];
  flags: string[];
  favorite: boolean;
  hasChoices: boolean;
}

export interface MenuGroupView {
  name: string | null;
  products: MenuProductView[];
}

export interface MenuTabView {
  name: string;
  slug: string;
  groups: MenuGroupView[];
}

export interface RestaurantView {
  name: string;
  short: string | null;
  description: string | null;
  banner: string | null;
  address: string | null;
  tabs: MenuTabView[];
}
