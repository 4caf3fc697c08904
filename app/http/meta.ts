// The <head> of our own pages (docs/issues/023.md §5): a title and a description everywhere (search engines
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

/**
 * A restaurant's page with a title of its own ("Afrekenen — Pizzeria Roma"): the root's description
 * and theme colour kept, only the title replaced (a route's meta replaces its parents').
 */
export function hostPageMeta(
  title: string,
  matches: ReadonlyArray<{ id: string; meta?: MetaDescriptor[]; data?: unknown }>,
): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root");
  const host = (root?.data as { host?: { name?: string } | null } | undefined)?.host?.name ?? "Bestelinfo";
  const kept = (root?.meta ?? []).filter((m) => !("title" in m));
  return [{ title: `${title} — ${host}` }, ...kept];
}
