// The customer's pages of a restaurant root suspended (issue 16, decision 020): its menu, order
// and checkout pages answer the Dutch "tijdelijk niet beschikbaar" page instead. Staff pages do not
// call this: its staff still log in and see their data.
// refuseWhenSuspended(context); // first thing in a customer page's loader
import type { AppLoadContext } from "@remix-run/node";
import { SUSPENDED_STATUS, SUSPENDED_TITLE, suspendedPageText } from "~/domain/suspension";

export function refuseWhenSuspended(context: AppLoadContext): void {
  if (context.tenant.kind !== "host" || !context.tenant.host.suspended) return;
  throw Response.json(
    { title: SUSPENDED_TITLE, message: suspendedPageText(context.tenant.host.name) },
    { status: SUSPENDED_STATUS },
  );
}
