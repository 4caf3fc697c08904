// JET Connect's published "Receive Order" example ("Delivery by partner", JET's API reference as
// quoted in docs/jet-connect.md and github glitchr-studio/omnifood-justeat) — the template of
// every order our simulator, "Test de koppeling" and the tests send (decision 064). Pure data.
// jetExampleOrder({ id: "…", posLocationId: "r-12" }) → a fresh copy with those fields replaced.

export const JET_EXAMPLE_ORDER = {
  id: "38bbeb45-f520-4438-a44f-0fcdbb29e166",
  third_party_order_reference: "22721763",
  type: "delivery-by-delivery-partner",
  posLocationId: "AKZ12",
  location: { id: 1296, timezone: "Europe/London" },
  menu_reference: "",
  items: [
    {
      name: "Cheeseburger",
      description: "",
      plu: "M2",
      price: 1700,
      notes: "",
      unitDepositAmount: 0,
      substitution: { preference: "bestmatch" },
      children: [{ name: "Extra Sauce", description: "", plu: "R3", price: 100, unitDepositAmount: 40 }],
    },
  ],
  created_at: "1606780145",
  channel: { name: "Just Eat", id: 32 },
  collect_at: "1606780980",
  collection_notes: "Driver will be wearing a blue shirt",
  kitchen_notes: "",
  payment_method: "CARD",
  tender_type: "Just Eat",
  payment: {
    items_in_cart: { inc_tax: 2160, tax: 360 },
    adjustments: [
      { name: "deliveryFee", price: { inc_tax: 240, tax: 40 } },
      { name: "discount", price: { inc_tax: -300, tax: 0 } },
    ],
    final: { inc_tax: 2100, tax: 360 },
    deposit: 40,
  },
  driver: { first_name: "John", last_name: "Smith", phone_number: "555-111-3344" },
  delivery: {
    first_name: "****",
    last_name: "****",
    phone_number: "55555 113 000",
    phone_masking_code: "",
    line_one: "****",
    city: "*****",
    postcode: "*****",
    email: "customer@email.hidden",
  },
  extras: { justEatCustomerId: "44346314687", justEatOrderReference: "snflsetqm0m8puqcpqm0yq", asap: "true" },
  promotions: [],
  total: 2160,
} as const;

export type JetExampleOrder = Record<string, unknown> & { id: string; posLocationId: string };

/** A fresh copy of JET's example with top-level fields replaced. */
export function jetExampleOrder(over: Record<string, unknown> = {}): JetExampleOrder {
  return { ...(structuredClone(JET_EXAMPLE_ORDER) as unknown as JetExampleOrder), ...over };
}

/** JET's Cancel Order notification: `{orderID, reason: {code}, initiatedBy?: {code}, happenedAt}`. */
export const jetCancelNotification = (orderID: string, code: string, at = new Date(), initiatedBy?: string) => ({
  orderID,
  reason: { code },
  ...(initiatedBy ? { initiatedBy: { code: initiatedBy } } : {}),
  happenedAt: at.toISOString(),
});

/** JET's Driver Status notification: `{orderID, driverStatus: {code}, happenedAt}`. */
export const jetDriverNotification = (orderID: string, code: string, at = new Date()) => ({
  orderID,
  driverStatus: { code },
  happenedAt: at.toISOString(),
});

/** JET's Restaurant Temporarily Offline notification; all `isOffline: false` is "online again". */
export const jetOfflineNotification = (
  restaurantId: string,
  offline: { collection?: boolean; delivery?: boolean; dineIn?: boolean },
  at = new Date(),
) => ({
  restaurantId,
  lastChangedTimeStampUtc: at.toISOString(),
  collection: { isOffline: offline.collection ?? false },
  delivery: { isOffline: offline.delivery ?? false },
  dineIn: { isOffline: offline.dineIn ?? false },
});
