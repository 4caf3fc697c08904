// The <head> of our own pages (issue 23 §5): a title and a description everywhere (search engines
// and link previews), and staff pages kept out of search results.
// export const meta: MetaFunction = () => staffMeta("Instellingen");
import type { MetaDescriptor } from "@remix-run/react";

const STAFF_DESCRIPTION =
  "Bestelinfo voor het restaurant: bestellingen, klanten en instellingen. Alleen voor medewerkers.";

/** A staff screen: "Title — Bestelinfo", a description, and noindex. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} — Bestelinfo` },
    { name: "description", content: STAFF_DESCRIPTION },
    { name: "robots", content: "noindex" },
  ];
}

/** A public page of ours that is not a restaurant's: a title and what the page is for. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} — Bestelinfo` }, { name: "description", content: description }];
}
