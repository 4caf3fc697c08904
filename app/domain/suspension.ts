// A restaurant root suspended (docs/issues/016.md §1, decision 020): its customers' pages say it is
// temporarily unavailable, it takes no orders, and its staff still log in and see their data.
// 403, not 503: it is the platform's decision, not a failing server. A 5xx is logged as an error,
// counted by the alerts and retried by clients and crawlers; a suspension is none of those.

export const SUSPENDED_STATUS = 403;
export const SUSPENDED_TITLE = "Tijdelijk niet beschikbaar";
export const SUSPENDED_ORDERS = "Dit restaurant is tijdelijk niet beschikbaar en neemt geen bestellingen aan.";
export const SUSPEND_REASON_REQUIRED = "Geef een reden op.";
export const SUSPEND_REASON_MAX = 300;

export function suspendedPageText(name: string): string {
  return `${name} is tijdelijk niet beschikbaar. Bestellen kan op dit moment niet.`;
}
