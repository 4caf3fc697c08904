// /admin/hub "Koppelingen": what the loader gives the screen (docs/issues/020.md §2, decision 053).
import type { HubState } from "~/domain/hub";

export interface HubFact {
  label: string;
  value: string;
}

export interface HubItemView {
  name: string;
  state: HubState;
  summary: string;
  facts: HubFact[];
}

export interface HubCardView {
  key: "payments" | "printers" | "sms" | "push" | "marketplace" | "opening";
  title: string;
  state: HubState;
  summary: string;
  facts: HubFact[];
  /** One line per part (each printer). */
  items: HubItemView[];
  action: { label: string; href: string };
}

export interface HubView {
  hostId: number;
  hostName: string;
  /** The worst card, for the heading. */
  overall: HubState;
  cards: HubCardView[];
}

/** Root on the platform domain: every restaurant to choose from, and the chosen one's cards. */
export interface RootHubView {
  restaurants: Array<{ id: number; name: string }>;
  selectedId: number | null;
  hub: HubView | null;
}
