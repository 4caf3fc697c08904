import type { Labeled } from "./labels";

/** docs/spec.md §9 business constants. Durations are in milliseconds unless named otherwise. */

export const PRODUCT_NAME = "Bestelinfo";
export const APP_VERSION = "1.8.7";

export const PRIMARY_COLOR = "#0069b3";
export const SECONDARY_COLOR = "#e91e63";

export const SNACKBAR_TIMEOUT_MS = 4000;
export const CART_PULSE_MS = 1000;
export const AUTOSAVE_MS = 500;
export const CONFIRM_SUCCESS_MS = 1000;
export const PREFETCH_IDLE_MS = 2000;
export const CLOCK_REFRESH_MS = 60_000;
export const COOKIE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** docs/spec.md §7: logout redirects to / after this delay. */
export const LOGOUT_REDIRECT_MS = 100;
/** docs/spec.md §8: auth and server errors vanish after 2 s. */
export const ERROR_MESSAGE_MS = 2000;

export const CODE_LENGTH = 4;
/** docs/spec.md §2 says "15 time units"; the login step counts seconds. */
export const CODE_RESEND_SECONDS = 15;
export const PHONE_PREFIX = "06";
export const PHONE_SUFFIX_DIGITS = 8;
export const COUNTRY_PREFIX = "+31";
/** docs/spec.md §5: shorter notification texts are not worth a push or an SMS. */
export const MIN_NOTIFICATION_LENGTH = 20;

export const LOGIN_DIALOG_MAX_WIDTH = 500;

export const ORDER_SOURCES = ["app", "api", "internet", "phone", "desk", "thuisbezorgd"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
/** docs/spec.md §3: a cart without an explicit source came from the website. */
export const DEFAULT_ORDER_SOURCE = "internet" satisfies OrderSource;

/**
 * How every screen, receipt, CSV and close names a way of paying — the one table (docs/issues/013.md §6).
 * `onsite`/`ondelivery` are a desk order's "pay when it is picked up / delivered", `thuisbezorgd`
 * a marketplace order the marketplace collected.
 */
const PAYMENT_METHOD_NAMES: Readonly<Record<string, string>> = {
  cash: "Contant",
  pin: "Pin",
  ideal: "iDEAL",
  onsite: "Betalen bij afhalen",
  ondelivery: "Betalen bij bezorging",
  thuisbezorgd: "Thuisbezorgd",
};

/** "cash" → "Contant"; an unknown key is shown as it is stored. */
export const paymentMethodName = (key: string): string => PAYMENT_METHOD_NAMES[key] ?? key;

/** The methods a customer or the desk chooses from, in the order they are offered. */
export const PAYMENT_METHODS: ReadonlyArray<Labeled<"cash" | "pin" | "ideal">> = (
  ["cash", "pin", "ideal"] as const
).map((value) => ({ value, label: paymentMethodName(value) }));
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]["value"];
/** docs/spec.md §3: a cart pays by iDEAL unless the customer picks something else. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "ideal";

export type Flag = "pork" | "mild" | "medium" | "hot" | "veggie" | "peanut" | "adult";
export const FLAGS: ReadonlyArray<Labeled<Flag>> = [
  { value: "pork", label: "Varkensvlees" },
  { value: "mild", label: "Mild" },
  { value: "medium", label: "Pittig" },
  { value: "hot", label: "Heet" },
  { value: "veggie", label: "Vegetarisch" },
  { value: "peanut", label: "Bevat pinda" },
  // alcohol (docs/issues/033.md §2): sold to adults only, and 21 % VAT by default (domain/vat.ts)
  { value: "adult", label: "Alleen 18+" },
];

export type RestaurantCategory =
  | "favorite"
  | "all"
  | "pizza"
  | "friet"
  | "shoarma"
  | "sushi"
  | "chinees"
  | "broodje"
  | "surinaams"
  | "grieks"
  | "spare ribs"
  | "kip"
  | "spaans";
export const RESTAURANT_CATEGORIES: ReadonlyArray<Labeled<RestaurantCategory>> = [
  { value: "favorite", label: "Favorieten" },
  { value: "all", label: "Alle restaurants" },
  { value: "pizza", label: "Pizza" },
  { value: "friet", label: "Friet" },
  { value: "shoarma", label: "Shoarma" },
  { value: "sushi", label: "Sushi" },
  { value: "chinees", label: "Chinees" },
  { value: "broodje", label: "Broodjes" },
  { value: "surinaams", label: "Surinaams" },
  { value: "grieks", label: "Grieks" },
  { value: "spare ribs", label: "Spareribs" },
  { value: "kip", label: "Kip" },
  { value: "spaans", label: "Spaans" },
];
