// The customer's pages of a restaurant root suspended (docs/issues/016.md, decision 020; docs/issues/033.md §3,
// decision 072): its menu, checkout and thank-you pages answer the Dutch "tijdelijk niet
// beschikbaar" page instead, and its customers' JSON (product details, push) the same refusal.
// Staff pages do not call this: its staff still log in and see their data.
// refuseWhenSuspended(context); // first thing in a customer page's loader
// const refused = suspendedApiRefusal(context); if (refused) return refused; // an /api route
import type { AppLoadContext } from "@remix-run/node";
import { SUSPENDED_ORDERS, SUSPENDED_STATUS, SUSPENDED_TITLE, suspendedPageText } from "~/domain/suspension";
import { apiError } from "~/http/http.server";

function suspended(context: AppLoadContext): boolean {
  return context.tenant.kind === "host" && context.tenant.host.suspended;
}

export function refuseWhenSuspended(context: AppLoadContext): void {
  if (context.tenant.kind !== "host" || !context.tenant.host.suspended) return;
  throw Response.json(
    { title: SUSPENDED_TITLE, message: suspendedPageText(context.tenant.host.name) },
    { status: SUSPENDED_STATUS },
  );
}

/** The JSON refusal of a customer's API call at a suspended restaurant, or null when it is not suspended. */
export function suspendedApiRefusal(context: AppLoadContext): Response | null {
  return suspended(context) ? apiError(SUSPENDED_STATUS, SUSPENDED_ORDERS) : null;
}
