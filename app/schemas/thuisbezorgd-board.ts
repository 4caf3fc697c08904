// What the board shows of Thuisbezorgd (docs/issues/018.md §4): per card the flags, who delivers, the driver's
// status and a cancellation; for the board a banner ("offline", backup flow) and the test button.
export interface MarketplaceCard {
  flags: string[];
  courier: string | null;
  driver: string | null;
  canceled: { reason: string } | null;
}

export interface ThuisbezorgdBoard {
  banner: string | null;
  /** The simulator runs and the restaurant is linked to it: "Stuur een testbestelling via Thuisbezorgd". */
  testOrder: boolean;
}
