// The board's sold-out screen (/orders/uitverkocht, docs/issues/015.md §4): what the cook sees.

export interface SoldOutItemView {
  id: number;
  name: string;
  /** "Uitverkocht tot morgen", "Uitverkocht", or null: available. */
  soldOutText: string | null;
}

export interface SoldOutProductView extends SoldOutItemView {
  tab: string;
  /** Its include items by group ("Toppings": Ham, Salami…), the search applied. */
  groups: Array<{ name: string; items: SoldOutItemView[] }>;
}

export interface SoldOutBoardView {
  hostName: string;
  query: string;
  products: SoldOutProductView[];
}
