// What Bestelinfo keeps about a restaurant's customers, and for how long (decision 081). One table,
// exported as data: the privacy page of every restaurant (/privacy) renders it, and docs/privacy.md
// states the same rows. The periods themselves live once, in RETENTION_DAYS (domain/privacy.ts), which
// the retention sweep enforces (decision 078): the page cannot promise another period than the sweep keeps.
import { RETENTION_DAYS } from "./privacy";

const years = (days: number) => Math.round(days / 365);
export interface RetentionRow {
  /** What is kept (Dutch, as the privacy page says it). */
  what: string;
  /** How long (Dutch). */
  howLong: string;
  /** Why that long (Dutch). */
  why: string;
}

export const RETENTION: readonly RetentionRow[] = [
  {
    what: "Inlogcodes en sessies",
    howLong: "Direct na afloop verwijderd",
    why: "Alleen nodig om in te loggen en ingelogd te blijven.",
  },
  {
    what: "Ruwe bestelgegevens van Thuisbezorgd",
    howLong: `${RETENTION_DAYS.marketplaceRaw} dagen`,
    why: "Om een bestelling na te kunnen gaan; ze bevatten een adres, dus niet langer.",
  },
  {
    what: "Bezorgadressen bij bestellingen",
    howLong: `${years(RETENTION_DAYS.orderContact)} jaar, tenzij je je account houdt`,
    why: "Om opnieuw te kunnen bezorgen en vragen over een bestelling te beantwoorden.",
  },
  {
    what: "Pushmeldingen (abonnementen)",
    howLong: "Verwijderd zodra je browser meldt dat ze niet meer werken",
    why: "Een abonnement dat niet meer werkt heeft geen doel.",
  },
  {
    what: "Bestellingen (het fiscale deel: nummer, datum, regels, bedragen, btw, betaalwijze)",
    howLong: `${years(RETENTION_DAYS.fiscal)} jaar, daarna geanonimiseerd`,
    why: "De wettelijke bewaarplicht voor de administratie (art. 52 AWR).",
  },
];
