// Customer messages per situation (docs/spec.md §9), our default wording; a host may replace any of them
// (notification_templates). Placeholders: {naam} {nummer} {restaurant} {tijd}.
export type TemplateType = "ideal" | "notnew" | "order" | "archive" | "due" | "thuisbezorgd";
export type DueSub = "init" | "early" | "late" | "onroute";

export interface TemplateKey {
  type: TemplateType;
  sub: DueSub | "";
}

export const DEFAULT_TEMPLATES: ReadonlyArray<TemplateKey & { message: string }> = [
  {
    type: "ideal",
    sub: "",
    message: "Je iDEAL-betaling voor bestelling {nummer} bij {restaurant} is binnen. Dank je wel!",
  },
  {
    type: "order",
    sub: "",
    message: "Hoi {naam}, {restaurant} heeft je bestelling {nummer} aangenomen. Verwacht om {tijd}.",
  },
  { type: "notnew", sub: "", message: "Hoi {naam}, je bestelling {nummer} bij {restaurant} staat klaar. Tot zo!" },
  { type: "archive", sub: "", message: "Bedankt voor je bestelling bij {restaurant}, {naam}. Eet smakelijk!" },
  { type: "due", sub: "init", message: "Je bestelling {nummer} bij {restaurant} is om {tijd} klaar." },
  { type: "due", sub: "early", message: "Goed nieuws: je bestelling {nummer} bij {restaurant} is al om {tijd} klaar." },
  {
    type: "due",
    sub: "late",
    message: "Sorry {naam}, je bestelling {nummer} bij {restaurant} wordt later: verwacht om {tijd}.",
  },
  {
    type: "due",
    sub: "onroute",
    message: "Hoi {naam}, je bestelling {nummer} van {restaurant} is onderweg naar je toe!",
  },
  {
    type: "thuisbezorgd",
    sub: "",
    message:
      "Hoi {naam}, {restaurant} maakt je bestelling {nummer}. Bestel de volgende keer direct bij ons en spaar stempels!",
  },
];

/**
 * Which message a status change sends, or null for none. Accepting a marketplace order uses its
 * own template (it nudges the customer to order directly, docs/spec.md §1); a ready delivery is on its way,
 * unless the restaurant has couriers: then "Meenemen" on /ritten sends it (decision 076).
 */
export function templateForTransition(
  order: { deliver: boolean; source: string },
  to: string,
  opts: { couriers?: boolean } = {},
): TemplateKey | null {
  switch (to) {
    case "order":
      return { type: order.source === "thuisbezorgd" ? "thuisbezorgd" : "order", sub: "" };
    case "done":
      // decision 076: a restaurant with couriers says "onderweg" when one takes it, not when it is ready
      if (order.deliver) return opts.couriers ? null : { type: "due", sub: "onroute" };
      return { type: "notnew", sub: "" };
    case "archive":
      return { type: "archive", sub: "" };
    default:
      return null;
  }
}

export function fillTemplate(text: string, values: Record<"naam" | "nummer" | "restaurant" | "tijd", string>): string {
  return text.replace(/\{(naam|nummer|restaurant|tijd)\}/g, (_, key: keyof typeof values) => values[key]);
}

export function defaultTemplate(key: TemplateKey): string {
  return DEFAULT_TEMPLATES.find((t) => t.type === key.type && t.sub === key.sub)?.message ?? "";
}
