// The sign-up form's rules (/register, docs/issues/016.md §1), pure so the browser checks each step as she
// presses "Volgende" and the server decides with the same words. The form is flat text (what a
// <form> posts); signUpProblems gives a Dutch message per field, checkSignUp the checked input.
// const checked = checkSignUp(Object.fromEntries(new FormData(form))); if (checked.ok) open(checked.value)
import { RESTAURANT_CATEGORIES } from "./constants";
import { priceField } from "./euro-input";
import { minuteOfDay, type OpeningShift } from "./opening-hours";
import { permaProblem } from "./perma";
import { STARTER_KINDS, type StarterKind } from "./starter-menus";
import { validate } from "./validation";
import type { PaymentMethod } from "./constants";

export const REQUIRED = "Verplicht.";
export const NAME_MAX = 80;
export const NAME_TOO_LONG = `Maximaal ${NAME_MAX} tekens`;
export const CATEGORY_UNKNOWN = "Kies een categorie.";
export const HOURS_ORDER = "De sluitingstijd moet na de openingstijd liggen.";
export const HOURS_NONE = "Kies tenminste één dag waarop je open bent.";
export const CLOSES_INVALID = "Ongeldige tijd";
export const MODE_NONE = "Kies afhalen, bezorgen of allebei.";
export const ZONE_ORDER = "De eerste postcode moet lager zijn dan de laatste.";
export const ZONE_INVALID = "Vul 4 cijfers in, bijvoorbeeld 3811.";
export const PAYMENT_NONE = "Kies tenminste één betaalwijze.";
export const STARTER_UNKNOWN = "Kies een startmenu.";
export const KEY_INVALID = "Vernieuw de pagina en probeer het opnieuw.";

/** The categories a restaurant can be in (docs/spec.md §9 without the directory's "Favorieten" and "Alle"). */
export const SIGN_UP_CATEGORIES = RESTAURANT_CATEGORIES.filter((c) => c.value !== "favorite" && c.value !== "all");

export const WEEKDAYS = [
  { weekday: 1, label: "Maandag" },
  { weekday: 2, label: "Dinsdag" },
  { weekday: 3, label: "Woensdag" },
  { weekday: 4, label: "Donderdag" },
  { weekday: 5, label: "Vrijdag" },
  { weekday: 6, label: "Zaterdag" },
  { weekday: 7, label: "Zondag" },
] as const;

/** A snackbar's usual evening: every day 16:00–21:00 but Monday. She changes it on the step. */
export const DEFAULT_HOURS: ReadonlyArray<{ weekday: number; open: boolean; opens: string; closes: string }> =
  WEEKDAYS.map(({ weekday }) => ({
    weekday,
    open: weekday !== 1,
    opens: "16:00",
    closes: "21:00",
  }));

/** The fields of each step, in order: "Volgende" checks only the step's own. */
export const STEP_FIELDS = {
  restaurant: ["name", "perma", "category", "address", "zipcode", "city", "phone", "email"],
  hours: WEEKDAYS.flatMap(({ weekday }) => [`opens${weekday}`, `closes${weekday}`, "hours"]),
  modes: ["modes", "zipFrom", "zipTo", "fee", "minimum"],
  payment: ["payment"],
  menu: ["starter"],
} as const;

export interface SignUpInput {
  key: string;
  name: string;
  perma: string;
  category: string;
  address: string;
  zipcode: string;
  city: string;
  phone: string;
  /** The owner's e-mail (optional): the welcome mail and the daily close go here (decision 080). */
  email: string | null;
  hours: OpeningShift[];
  pickup: boolean;
  deliver: boolean;
  zone: { zipFrom: number; zipTo: number; fee: number; minimum: number } | null;
  payment: PaymentMethod[];
  starter: StarterKind;
}

export type SignUpCheck =
  { ok: true; value: SignUpInput } | { ok: false; message: string; fields: Record<string, string> };

type Raw = Record<string, unknown>;

const text = (raw: Raw, key: string): string => (typeof raw[key] === "string" ? (raw[key] as string).trim() : "");
const checked = (raw: Raw, key: string): boolean => {
  const v = raw[key];
  return v === "on" || v === "1" || v === "true" || v === true;
};

function zip4(value: string): number | null {
  return /^[1-9]\d{3}$/.test(value) ? Number(value) : null;
}

/** "4" → "04:00", "16.30" → "16:30": times as people type them. */
function normaliseTime(value: string): string {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(value);
  return m ? `${m[1].padStart(2, "0")}:${m[2] ?? "00"}` : value;
}

/** Every field's problem (a Dutch message), and the checked input when there is none. */
export function checkSignUp(raw: Raw): SignUpCheck {
  const fields: Record<string, string> = {};
  const problem = (key: string, message: string | null) => {
    if (message && !fields[key]) fields[key] = message;
  };

  const key = text(raw, "key");
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) problem("key", KEY_INVALID);

  const name = text(raw, "name");
  problem("name", name === "" ? REQUIRED : name.length > NAME_MAX ? NAME_TOO_LONG : null);
  const perma = text(raw, "perma").toLowerCase();
  problem("perma", permaProblem(perma));
  const category = text(raw, "category");
  problem("category", SIGN_UP_CATEGORIES.some((c) => c.value === category) ? null : CATEGORY_UNKNOWN);
  const address = text(raw, "address");
  problem("address", address === "" ? REQUIRED : address.length > 200 ? "Maximaal 200 tekens" : null);
  const zipcode = text(raw, "zipcode")
    .toUpperCase()
    .replace(/^(\d{4})\s*([A-Z]{2})$/, "$1 $2");
  problem("zipcode", validate("zipcode", zipcode));
  const city = text(raw, "city");
  problem("city", city === "" ? REQUIRED : city.length > 100 ? "Maximaal 100 tekens" : null);
  const phone = text(raw, "phone").replace(/\s/g, "");
  problem("phone", validate("required", phone) ?? validate("phone", phone));
  const email = text(raw, "email").toLowerCase();
  problem("email", email.length > 200 ? "Maximaal 200 tekens" : validate("email", email));

  const hours: OpeningShift[] = [];
  for (const { weekday } of WEEKDAYS) {
    if (!checked(raw, `open${weekday}`)) continue;
    const opens = normaliseTime(text(raw, `opens${weekday}`));
    const closes = normaliseTime(text(raw, `closes${weekday}`));
    const opensBad = validate("time", opens);
    const closesBad = closes === "24:00" ? null : validate("time", closes) && CLOSES_INVALID;
    problem(`opens${weekday}`, opensBad);
    problem(`closes${weekday}`, closesBad);
    if (!opensBad && !closesBad) {
      if (minuteOfDay(closes) <= minuteOfDay(opens)) problem(`closes${weekday}`, HOURS_ORDER);
      else hours.push({ weekday, opens, closes });
    }
  }
  if (!WEEKDAYS.some(({ weekday }) => checked(raw, `open${weekday}`))) problem("hours", HOURS_NONE);

  const pickup = checked(raw, "pickup");
  const deliver = checked(raw, "deliver");
  if (!pickup && !deliver) problem("modes", MODE_NONE);
  let zone: SignUpInput["zone"] = null;
  if (deliver) {
    const zipFrom = zip4(text(raw, "zipFrom"));
    const zipTo = zip4(text(raw, "zipTo"));
    problem("zipFrom", zipFrom === null ? ZONE_INVALID : null);
    problem("zipTo", zipTo === null ? ZONE_INVALID : null);
    if (zipFrom !== null && zipTo !== null && zipFrom > zipTo) problem("zipTo", ZONE_ORDER);
    const fee = priceField(text(raw, "fee"));
    const minimum = priceField(text(raw, "minimum"));
    if (!fee.ok) problem("fee", fee.message);
    if (!minimum.ok) problem("minimum", minimum.message);
    if (zipFrom !== null && zipTo !== null && zipFrom <= zipTo && fee.ok && minimum.ok) {
      zone = { zipFrom, zipTo, fee: fee.cents ?? 0, minimum: minimum.cents ?? 0 };
    }
  }

  const payment: PaymentMethod[] = [];
  if (checked(raw, "cash")) payment.push("cash");
  if (checked(raw, "pin")) payment.push("pin");
  if (payment.length === 0) problem("payment", PAYMENT_NONE);

  const starter = text(raw, "starter");
  const starterKind = STARTER_KINDS.find((k) => k === starter);
  if (!starterKind) problem("starter", STARTER_UNKNOWN);

  const first = Object.values(fields)[0];
  if (first !== undefined || !starterKind) return { ok: false, message: first ?? STARTER_UNKNOWN, fields };
  return {
    ok: true,
    value: {
      key,
      name,
      perma,
      category,
      address,
      zipcode,
      city,
      phone,
      email: email || null,
      hours,
      pickup,
      deliver,
      zone,
      payment,
      starter: starterKind,
    },
  };
}

/** The problems of one step's fields only (what "Volgende" shows). */
export function stepProblems(step: keyof typeof STEP_FIELDS, raw: Raw): Record<string, string> {
  const result = checkSignUp(raw);
  if (result.ok) return {};
  const own = new Set<string>(STEP_FIELDS[step]);
  return Object.fromEntries(Object.entries(result.fields).filter(([field]) => own.has(field)));
}

// ---- the board's checklist after sign-up -----------------------------------------------------

export type ChecklistKey = "menu" | "hours" | "ideal" | "printer" | "order";

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  href: string;
  done: boolean;
}

export interface ChecklistFacts {
  /** She marked the menu as checked, or changed a product since signing up. */
  menu: boolean;
  /** She marked the opening hours as checked. */
  hours: boolean;
  mollieKey: boolean;
  printer: boolean;
  order: boolean;
}

/** The five first things a new restaurant does, ticked off as they are done. */
export function checklist(facts: ChecklistFacts): ChecklistItem[] {
  return [
    { key: "menu", label: "Menu controleren", href: "/admin/products", done: facts.menu },
    { key: "hours", label: "Openingstijden", href: "/admin/settings/openingstijden", done: facts.hours },
    { key: "ideal", label: "iDEAL koppelen", href: "/admin/settings", done: facts.mollieKey },
    { key: "printer", label: "Printer koppelen", href: "/admin/settings/printers", done: facts.printer },
    { key: "order", label: "Test-bestelling plaatsen", href: "/admin/play", done: facts.order },
  ];
}
