// The guards every loader/action uses (docs/spec.md §6); who is logged in comes from
// http/session-user.server.ts. Unauthenticated: a redirect
// to /login (401 JSON under /api). Logged in but not allowed: 403. Staff are always checked
// against the current tenant: their own organisation's host, or a host it serves (call centre).
// const staff = await requireHostStaff(context, request, ["admin"]);
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { TenantHost } from "~/context";
import { landingPath, TODO_ROUTE, type Role } from "~/domain/menu";
import { organisationServesHost } from "~/models/organisations.server";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { getDb } from "~/db.server";
import { NO_ACCESS } from "~/domain/messages";
import { getOptionalUser } from "~/http/session-user.server";
import type { SessionUser } from "~/services/session-user.server";
import { isDatabaseDown, SERVICE_UNAVAILABLE, STORE_RETRY_AFTER_S } from "~/infra/store-failure";
import { may, rolesFor } from "~/domain/policy";
import { apiError } from "~/http/http.server";

function isApi(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

function unauthenticated(request: Request): Response {
  if (isApi(request)) return apiError(401, "Je bent niet ingelogd.");
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

export function forbidden(request: Request): Response {
  if (isApi(request)) return apiError(403, NO_ACCESS);
  // no English reason phrase in the body a data request carries (Remix encodes statusText into it)
  return new Response(NO_ACCESS, { status: 403 });
}

/**
 * A guard's database read that met a database gone for a moment (a restart, docs/issues/035.md §6): a 503
 * with Retry-After — for resource routes too, which no Remix entry hook sees — never a 500.
 */
async function orUnavailable<T>(request: Request, read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (!isDatabaseDown(err)) throw err;
    if (isApi(request)) {
      // the /api envelope, with its Retry-After
      const refusal = apiError(503, SERVICE_UNAVAILABLE);
      refusal.headers.set("Cache-Control", "no-store");
      throw refusal;
    }
    const headers = { "Retry-After": String(STORE_RETRY_AFTER_S), "Cache-Control": "no-store" };
    throw new Response(SERVICE_UNAVAILABLE, { status: 503, headers });
  }
}

export async function requireUser(context: AppLoadContext, request: Request): Promise<SessionUser> {
  const current = await orUnavailable(request, getOptionalUser(context));
  if (!current) throw unauthenticated(request);
  return current;
}

export async function requireCustomer(context: AppLoadContext, request: Request): Promise<SessionUser> {
  const current = await requireUser(context, request);
  if (current.user.kind !== "customer") throw forbidden(request);
  return current;
}

export async function requireRoot(context: AppLoadContext, request: Request): Promise<SessionUser> {
  const current = await requireUser(context, request);
  if (current.user.kind !== "root") throw forbidden(request);
  return current;
}

/** Does this staff member work for the tenant's host? Root works for every host. */
export async function servesTenant(current: SessionUser, context: AppLoadContext): Promise<boolean> {
  if (current.user.kind === "root") return true;
  if (current.user.kind !== "host" || context.tenant.kind !== "host" || !current.user.organisationId) return false;
  return organisationServesHost(getDb(), {
    organisationId: current.user.organisationId,
    hostId: context.tenant.host.id,
  });
}

/**
 * Staff of the current restaurant (or root), optionally with one of `roles`. On the platform
 * domain there is no restaurant, so staff pages answer 403 there.
 */
export async function requireHostStaff(
  context: AppLoadContext,
  request: Request,
  roles: ReadonlyArray<Role> = [],
): Promise<SessionUser> {
  const current = await requireUser(context, request);
  if (!(await orUnavailable(request, servesTenant(current, context)))) throw forbidden(request);
  if (current.user.kind !== "root" && roles.length > 0 && !roles.some((r) => current.roles.includes(r))) {
    throw forbidden(request);
  }
  return current;
}

/**
 * The restaurant's own screens — settings, payments, printers, messages, products, staff — belong
 * to the organisation that owns it (its admins) and to root. A call centre serves the restaurant's
 * orders (board, to-do list, order desk, customers) but never its settings, money or people: one
 * policy, here, for every such screen (docs/roles.md). On the platform domain there is no
 * restaurant: 404.
 */
/** requireRestaurantAdmin's rule as a yes/no, for a page that shows an admin-only control. */
export function isRestaurantAdmin(staff: SessionUser, context: AppLoadContext): boolean {
  if (context.tenant.kind !== "host") return false;
  if (staff.user.kind === "root") return true;
  return may(staff, "manage") && staff.user.organisationId === context.tenant.host.organisationId;
}

export async function requireRestaurantAdmin(
  context: AppLoadContext,
  request: Request,
): Promise<{ staff: SessionUser; host: TenantHost }> {
  const staff = await requireHostStaff(context, request, rolesFor("manage"));
  if (context.tenant.kind !== "host") throw new Response(NOT_FOUND_TEXT, { status: 404 });
  if (staff.user.kind !== "root" && staff.user.organisationId !== context.tenant.host.organisationId)
    throw forbidden(request);
  return { staff, host: context.tenant.host };
}

/**
 * docs/spec.md §2 route guards on "/": staff go to /orders, call-centre staff to /admin/stats/todo, unless
 * the feature query (?feature=…) asks for a restaurant's page. Staff only land there on a host
 * they work for (call-centre staff on the platform domain too); elsewhere they see the page like
 * any visitor.
 */
export async function redirectToLanding(context: AppLoadContext, request: Request): Promise<void> {
  const current = await getOptionalUser(context);
  if (!current) return;
  const url = new URL(request.url);
  const to = landingPath({ kind: current.user.kind }, current.roles, {
    path: url.pathname,
    hasFeatureQuery: url.searchParams.has("feature"),
  });
  if (!to) return;
  // the call centre's to-do list covers every host it serves, so it works on the platform domain too
  const everywhere = to === TODO_ROUTE && context.tenant.kind === "platform";
  if (current.user.kind !== "host" || everywhere || (await servesTenant(current, context))) throw redirect(to);
}
