// Root's restaurants (docs/issues/016.md §6): every restaurant with its status (live, suspended, new this
// week), today's orders and last order; suspend with a reason, lift, and open one's admin through
// the single-use login hop (staff sessions are host-only cookies). A change reaches every
// instance's tenant cache through the bus (host.changed), so a suspension shows at once.
// const view = await loadRootHosts({ filter: "new", q: "", requestUrl });
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { getHostForRoot, listHostsForRoot, setHostSuspension, type RootHostRow } from "~/models/hosts.root.server";
import { amsterdamDay } from "~/models/orders.server";
import { hostChanged } from "~/realtime/invalidation.server";
import type { RootHostFilter } from "~/domain/root-host-filters";
import type { RootHostAction, RootHostView } from "~/schemas/root-hosts";
import { ServiceError } from "~/services/errors.server";
import { createExloginLink } from "~/services/exlogin.server";
import { hostOrigin } from "~/domain/urls";
import { formatAmsterdam } from "~/domain/amsterdam-time";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const NO_SUCH_HOST = "Dit restaurant bestaat niet (meer).";

function view(row: RootHostRow, requestUrl: string, newSince: Date): RootHostView {
  const status = row.suspendedAt ? "suspended" : row.createdAt >= newSince ? "new" : "live";
  return {
    id: row.id,
    name: row.name,
    perma: row.perma,
    href: hostOrigin(row, requestUrl, getEnv().PLATFORM_DOMAIN),
    city: row.city,
    status,
    statusLabel: status === "suspended" ? "Geschorst" : status === "new" ? "Nieuw" : "Live",
    signedUp: row.createdVia === "register",
    createdAt: formatAmsterdam(row.createdAt, "date"),
    suspendedReason: row.suspendedReason,
    ordersToday: row.ordersToday,
    lastOrder: row.lastOrderAt ? formatAmsterdam(row.lastOrderAt, "dayMonthClock") : null,
    marketplace: marketplaceView(row),
  };
}

/** docs/issues/018.md §1: whether the restaurant is linked to Thuisbezorgd, its last order from there, what is owed. */
function marketplaceView(row: RootHostRow): RootHostView["marketplace"] {
  if (row.marketplaceActive === null) return null;
  const parts = [
    row.marketplaceActive ? "gekoppeld" : "koppeling uit",
    `laatste bestelling ${row.marketplaceLastAt ? formatAmsterdam(row.marketplaceLastAt, "dayMonthClock") : "nog geen"}`,
  ];
  if (row.marketplaceWaiting > 0)
    parts.push(
      row.marketplaceWaiting === 1 ? "1 wacht op bevestiging" : `${row.marketplaceWaiting} wachten op bevestiging`,
    );
  return { active: row.marketplaceActive, text: `Thuisbezorgd: ${parts.join(" · ")}`, waiting: row.marketplaceWaiting };
}

export async function loadRootHosts({
  filter,
  q,
  requestUrl,
  now = new Date(),
}: {
  filter: RootHostFilter;
  q: string;
  requestUrl: string;
  now?: Date;
}) {
  const newSince = new Date(now.getTime() - WEEK_MS);
  const rows = await listHostsForRoot(getDb(), { status: filter, q, today: amsterdamDay(now), newSince });
  return { filter, q, hosts: rows.map((r) => view(r, requestUrl, newSince)) };
}

/** Suspend, lift, or open a restaurant's admin (the answer then carries the login link to go to). */
export async function rootHostAction({
  rootUserId,
  input,
  requestUrl,
}: {
  rootUserId: number;
  input: RootHostAction;
  requestUrl: string;
}): Promise<{ intent: RootHostAction["intent"]; message: string; loginUrl?: string }> {
  const db = getDb();
  const host = await getHostForRoot(db, { hostId: input.hostId });
  if (!host) throw new ServiceError(NO_SUCH_HOST, 404);
  if (input.intent === "open") {
    const { path } = await createExloginLink({ userId: rootUserId, hostId: host.id, redirectTo: "/orders" });
    return {
      intent: "open",
      message: "Beheer wordt geopend.",
      loginUrl: hostOrigin(host, requestUrl, getEnv().PLATFORM_DOMAIN) + path,
    };
  }
  await setHostSuspension(db, { hostId: host.id, reason: input.intent === "suspend" ? input.reason : null });
  await hostChanged(host.id);
  return {
    intent: input.intent,
    message: input.intent === "suspend" ? "Het restaurant is geschorst." : "De schorsing is opgeheven.",
  };
}
