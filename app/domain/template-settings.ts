// The situations a host can reword (docs/spec.md §9), in the order a customer meets them, with the
// Dutch name staff see on /admin/settings/berichten.
import { DEFAULT_TEMPLATES, type TemplateKey } from "./message-templates";

export const TEMPLATE_PLACEHOLDERS: ReadonlyArray<{ name: string; meaning: string }> = [
  { name: "{naam}", meaning: "voornaam van de klant" },
  { name: "{nummer}", meaning: "bestelnummer" },
  { name: "{restaurant}", meaning: "naam van het restaurant" },
  { name: "{tijd}", meaning: "verwachte tijd, bijvoorbeeld 18:30" },
];

const LABELS: Record<string, string> = {
  "ideal/": "iDEAL-betaling ontvangen",
  "order/": "Bestelling aangenomen",
  "thuisbezorgd/": "Thuisbezorgd-bestelling aangenomen",
  "due/init": "Tijd doorgegeven",
  "due/early": "Eerder klaar",
  "due/late": "Later klaar",
  "due/onroute": "Onderweg (bezorging)",
  "notnew/": "Klaar om af te halen",
  "archive/": "Afgerond",
};

export const templateId = (key: TemplateKey) => `${key.type}/${key.sub}`;

export function templateLabel(key: TemplateKey): string {
  return LABELS[templateId(key)] ?? templateId(key);
}

export function isTemplateKey(key: { type: string; sub: string }): key is TemplateKey {
  return DEFAULT_TEMPLATES.some((t) => t.type === key.type && t.sub === key.sub);
}
