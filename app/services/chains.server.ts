// Chains (docs/issues/016.md §4, §5; decision 034).
// - /hub2/{index}/{type}: an organisation's public page on the platform domain — its listed, not
//   suspended restaurants with address, open now or not, pickup/delivery, and a postcode finder.
// - /organisation for an organisation's admin: open one of its restaurants through the single-use
//   login hop, its members with their role, the marketplace sync switch (audited).
// - root: create an organisation, move a restaurant to another one (audited).
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { chainType, locationForPostcode, noLocationMessage, offersModes, POSTCODE_INVALID } from "~/domain/chains";
import { zipDigits } from "~/domain/delivery-zones";
import { isPausedAt } from "~/domain/host-settings";
import { parseId } from "~/domain/ids";
import { labelOf } from "~/domain/labels";
import { ROLES } from "~/domain/menu";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { formatOpening, nextOpening, openUntilText } from "~/domain/opening-hours";
import {
  insertOrganisation,
  listAllHostsWithOrganisation,
  listAllOrganisations,
  listChainLocations,
  lockHostOrganisation,
  moveHost,
  setMarketplaceSync,
} from "~/models/chains.server";
import { getDeliveryZones, getOpeningHours } from "~/models/host-operations.server";
import { getHost } from "~/models/hosts.server";
import { getOrganisation, listOrganisationHosts, lockOrganisation } from "~/models/organisations.server";
import { listOrganisationUsers } from "~/models/users.server";
import { hostChanged } from "~/realtime/invalidation.server";
import { recordAudit } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { createExloginLink } from "~/services/exlogin.server";
import { actorOf } from "~/services/actor.server";
import type { SessionUser } from "~/services/session-user.server";
import { hostOrigin } from "~/domain/urls";
import type { ChainLocationView, ChainPage } from "~/schemas/chain-view";
import { NO_ACCESS } from "~/domain/messages";
import { may } from "~/domain/policy";
import { staffLabel } from "~/domain/people";

export const NO_SUCH_RESTAURANT = "Dit restaurant hoort niet bij je organisatie.";
export const NO_SUCH_ORGANISATION = "Deze organisatie bestaat niet.";
export const ALREADY_THERE = "Dit restaurant hoort al bij deze organisatie.";

/** /hub2/{index}/{type}: unknown organisation, an id beyond int4, or an unknown type → 404. */
export async function loadChainPage({
  input,
  requestUrl,
  now = new Date(),
}: {
  input: { index: string | undefined; type: string | undefined; postcode: string | null };
  requestUrl: string;
  now?: Date;
}): Promise<ChainPage> {
  const id = parseId(input.index);
  const type = chainType(input.type);
  if (id === null || type === null) throw new ServiceError(NOT_FOUND_TEXT, 404);
  const organisation = await getOrganisation(getDb(), { id });
  if (!organisation) throw new ServiceError(NOT_FOUND_TEXT, 404);
  const rows = await listChainLocations(getDb(), { organisationId: id });
  const env = getEnv();
  const all = await Promise.all(
    rows.map(async (row) => {
      const [hours, zones] = await Promise.all([
        getOpeningHours(getDb(), { hostId: row.id }),
        getDeliveryZones(getDb(), { hostId: row.id }),
      ]);
      const paused = isPausedAt(row, now);
      const openText = paused ? null : openUntilText(hours, now);
      const modes = offersModes(row.settings.payment, zones.length);
      const view: ChainLocationView = {
        id: row.id,
        name: row.name,
        address: [row.address, [row.zipcode, row.city].filter(Boolean).join(" ")].filter(Boolean).join(", ") || null,
        open: openText !== null,
        statusText: paused ? "Tijdelijk gesloten" : (openText ?? closedText(hours, now)),
        pickup: modes.pickup,
        delivery: modes.delivery,
        href: hostOrigin(row, requestUrl, env.PLATFORM_DOMAIN),
      };
      return { ...view, zones };
    }),
  );
  // a NUL byte makes it invalid (shown back as "?"), never an error
  const postcode = (input.postcode ?? "").replace(/\0/g, "?").slice(0, 12).trim();
  let found: ChainPage["found"] = null;
  if (postcode !== "") {
    if (zipDigits(postcode) === null) found = { ok: false, message: POSTCODE_INVALID };
    else {
      const hit = locationForPostcode(all, postcode);
      found = hit ? { ok: true, location: strip(hit) } : { ok: false, message: noLocationMessage(postcode) };
    }
  }
  const shown = all.filter((l) => (type === "afhalen" ? l.pickup : type === "bezorgen" ? l.delivery : true)).map(strip);
  return { name: organisation.name, index: id, type: type ?? null, locations: shown, postcode, found };
}

function closedText(hours: Parameters<typeof nextOpening>[0], now: Date): string {
  const next = nextOpening(hours, now);
  return next ? `Nu gesloten · open ${formatOpening(next, now)}` : "Nu gesloten";
}

function strip<T extends ChainLocationView>(l: T): ChainLocationView {
  return {
    id: l.id,
    name: l.name,
    address: l.address,
    open: l.open,
    statusText: l.statusText,
    pickup: l.pickup,
    delivery: l.delivery,
    href: l.href,
  };
}

/** An organisation's admin (not root, not another role): the one who manages the chain. */
function isOrganisationAdmin(
  current: SessionUser,
): current is SessionUser & { organisation: { id: number; name: string; marketplaceSync: boolean } } {
  return current.organisation !== null && may(current, "manageChain");
}

/** /organisation: everyone sees the read-only part; an admin her restaurants to open and members; root the organisations. */
export async function loadOrganisation({ actor: current }: { actor: SessionUser }) {
  const { user, roles, organisation } = current;
  const hosts = organisation ? await listOrganisationHosts(getDb(), { organisationId: organisation.id }) : [];
  const admin = isOrganisationAdmin(current);
  const members =
    admin && organisation ? await listOrganisationUsers(getDb(), { organisationId: organisation.id }) : [];
  const root =
    user.kind === "root"
      ? { organisations: await listAllOrganisations(getDb()), hosts: await listAllHostsWithOrganisation(getDb()) }
      : null;
  return {
    organisation: organisation
      ? { id: organisation.id, name: organisation.name, marketplaceSync: organisation.marketplaceSync }
      : null,
    kind: user.kind,
    admin,
    roles: roles.map((r) => labelOf(ROLES, r) ?? r),
    hosts: hosts.map((h) => ({ id: h.id, name: h.name, perma: h.perma, own: h.own })),
    members: members.map((m) => ({
      id: m.id,
      name: staffLabel(m, "Onbekend"),
      role: roleLabel(m.orgRole ?? m.role),
      you: m.id === user.id,
    })),
    root,
  };
}

/** docs/spec.md §6: the organisation role when present, otherwise the user's own role. */
function roleLabel(role: string | null): string {
  return role ? (labelOf(ROLES, role) ?? role) : "Geen rol";
}

/** "Openen": a single-use login link on that restaurant's own domain, to its board. */
export async function openOrganisationHost({
  hostId,
  actor: current,
  requestUrl,
}: {
  hostId: number;
  actor: SessionUser;
  requestUrl: string;
}): Promise<string> {
  if (!isOrganisationAdmin(current)) throw new ServiceError(NO_ACCESS, 403);
  const host = await getHost(getDb(), { hostId });
  // only the organisation's own restaurants: a restaurant it serves as a call centre is not its to manage
  if (!host || host.organisationId !== current.organisation.id) throw new ServiceError(NO_SUCH_RESTAURANT, 404);
  const { path } = await createExloginLink({ userId: current.user.id, hostId: host.id, redirectTo: "/orders" });
  return hostOrigin(host, requestUrl, getEnv().PLATFORM_DOMAIN) + path;
}

export async function switchMarketplaceSync({
  actor: current,
  input,
}: {
  actor: SessionUser;
  input: { on: boolean; hostId: number | null };
}): Promise<string> {
  if (!isOrganisationAdmin(current)) throw new ServiceError(NO_ACCESS, 403);
  const organisationId = current.organisation.id;
  await getDb().transaction(async (trx) => {
    const was = await setMarketplaceSync(trx, { organisationId, on: input.on });
    if (was === input.on) return;
    await recordAudit(trx, {
      hostId: input.hostId,
      organisationId,
      actor: actorOf(current),
      area: "organisation",
      summary: input.on ? "Thuisbezorgd-koppeling aangezet" : "Thuisbezorgd-koppeling uitgezet",
      changes: [
        {
          field: "marketplaceSync",
          label: "Thuisbezorgd-koppeling",
          old: was ? "Aan" : "Uit",
          new: input.on ? "Aan" : "Uit",
        },
      ],
    });
  });
  return input.on ? "De Thuisbezorgd-koppeling staat aan." : "De Thuisbezorgd-koppeling staat uit.";
}

export async function createOrganisation({
  actor: current,
  name,
}: {
  actor: SessionUser;
  name: string;
}): Promise<string> {
  if (current.user.kind !== "root") throw new ServiceError(NO_ACCESS, 403);
  await getDb().transaction(async (trx) => {
    const id = await insertOrganisation(trx, { name });
    await recordAudit(trx, {
      hostId: null,
      organisationId: id,
      actor: actorOf(current),
      area: "organisation",
      summary: `Organisatie ${name} aangemaakt`,
      changes: [{ field: "name", label: "Naam", old: null, new: name }],
    });
  });
  return `Organisatie ${name} is aangemaakt.`;
}

/**
 * Root moves a restaurant to another organisation. Its users stay in their organisation: the old
 * organisation's staff no longer reach it (every staff request checks hosts.organisation_id), the
 * new organisation's staff do. Decision 034.
 */
export async function moveRestaurant({
  actor: current,
  input,
}: {
  actor: SessionUser;
  input: { hostId: number; organisationId: number };
}): Promise<string> {
  if (current.user.kind !== "root") throw new ServiceError(NO_ACCESS, 403);
  const message = await getDb().transaction(async (trx) => {
    const to = await getOrganisation(trx, { id: input.organisationId });
    if (!to) throw new ServiceError(NO_SUCH_ORGANISATION, 404, { organisationId: NO_SUCH_ORGANISATION });
    const from = await lockHostOrganisation(trx, { hostId: input.hostId });
    if (!from)
      throw new ServiceError("Dit restaurant bestaat niet (meer).", 404, {
        hostId: "Dit restaurant bestaat niet (meer).",
      });
    if (from.organisationId === to.id) throw new ServiceError(ALREADY_THERE, 409, { organisationId: ALREADY_THERE });
    await lockOrganisation(trx, { id: from.organisationId });
    await lockOrganisation(trx, { id: to.id });
    const old = await getOrganisation(trx, { id: from.organisationId });
    await moveHost(trx, { hostId: input.hostId, to: to.id });
    await recordAudit(trx, {
      hostId: input.hostId,
      organisationId: to.id,
      actor: actorOf(current),
      area: "organisation",
      summary: `${from.name} verplaatst naar ${to.name}`,
      changes: [{ field: "organisation", label: "Organisatie", old: old?.name ?? null, new: to.name }],
    });
    return `${from.name} hoort nu bij ${to.name}. De medewerkers van ${old?.name ?? "de oude organisatie"} kunnen er niet meer bij.`;
  });
  // every instance's tenant cache holds the host's organisation: drop it at once
  await hostChanged(input.hostId);
  return message;
}
