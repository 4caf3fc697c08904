// /admin/settings' own groups (issue 16 §2): profile and categories, subdomain and own domain,
// opening hours with exceptions, delivery zones, and ordering (pause, escalation, stamp card,
// marketplace switch). Plain input from the route (which checked the restaurant's admin or root).
// Every save: one transaction that locks the restaurant's row, compares, writes, and writes the
// audit row (old → new, never a secret); after commit host.changed goes over the bus so every
// instance drops its cached tenant and restaurant at once (decision 003, decision 021).
// await saveProfile(hostId, actor, input) → {intent, message}
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { addDays, calendarDate, dayKey, fromWallClock, parseDay } from "~/domain/amsterdam-time";
import { auditDiff, type AuditChange } from "~/domain/audit";
import { centsToEuroInput } from "~/domain/euro-input";
import {
  cnamePointsAt,
  cnameTarget,
  domainProblem,
  formatZipRange,
  HOST_CATEGORIES,
  isPausedAt,
  normaliseDomain,
  pauseEnd,
  PERMA_REDIRECT_DAYS,
} from "~/domain/host-settings";
import { normalisePerma, PERMA_TAKEN, permaProblem } from "~/domain/perma";
import { minuteOfDay, weekdayName } from "~/domain/opening-hours";
import { formatEuro } from "~/domain/pricing";
import { displayPhone, cleanPhone } from "~/domain/validation";
import { getHost, type Host } from "~/models/hosts.server";
import { getOrganisation } from "~/models/organisations.server";
import {
  addPermaRedirect,
  deleteOpeningException,
  deleteZone,
  insertZone,
  isDomainTaken,
  isPermaTaken,
  listOpeningExceptions,
  listPermaRedirects,
  listProductChoices,
  listZones,
  lockHost,
  replaceOpeningException,
  replaceWeeklyHours,
  setMarketplaceSync,
  updateHostColumns,
  updateZone,
  writeHostSetting,
  type ZoneRecord,
} from "~/models/host-settings.server";
import { hostChanged } from "~/realtime/invalidation.server";
import {
  ZONE_NOT_FOUND,
  type AddressForm,
  type HoursForm,
  type OrderingForm,
  type ProfileForm,
  type ZonesForm,
} from "~/schemas/host-settings";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { isUniqueViolation } from "~/models/unique.server";
import { pushShopStatus } from "~/services/marketplace-push.server";
import { mailAvailable } from "~/services/mail.server";
import { ServiceError } from "~/services/errors.server";
import { getOpeningHours } from "~/models/host-operations.server";

type Saved<I extends string> = { intent: I; message: string };

async function requireHost(hostId: number, db: Knex = getDb()): Promise<Host> {
  const host = await getHost(db, hostId);
  if (!host) throw new ServiceError("Restaurant niet gevonden.", 404);
  return host;
}

/**
 * One settings change: lock the row, read the host, `work` writes and says what changed; when
 * something did, the audit row goes in the same transaction and host.changed after commit.
 */
async function change<T>(
  hostId: number,
  actor: Actor,
  area: string,
  work: (trx: Knex.Transaction, host: Host) => Promise<{ summary: string; changes: AuditChange[]; result: T }>,
): Promise<T> {
  const done = await getDb().transaction(async (trx) => {
    await lockHost(trx, hostId);
    const host = await requireHost(hostId, trx);
    const out = await work(trx, host);
    if (out.changes.length > 0) {
      await recordAudit(trx, {
        hostId,
        organisationId: host.organisationId,
        actor,
        area,
        summary: out.summary,
        changes: out.changes,
      });
    }
    return out;
  });
  if (done.changes.length > 0) await hostChanged(hostId);
  return done.result;
}

const NOTHING = "Niets gewijzigd.";

// --- the index -------------------------------------------------------------------------------------

const DOMAIN_TAKEN = "Dit domein is al gekoppeld aan een ander restaurant.";

/** A write that another restaurant's name (perma, domain) can beat: its unique violation is `taken`. */
async function unlessTaken<T>(write: Promise<T>, taken: ServiceError): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw taken;
    throw err;
  }
}

export interface SettingsIndexView {
  hostName: string;
  address: string;
  paused: { on: boolean; text: string | null };
  hours: string;
  zones: string;
  categories: string;
}

export async function loadSettingsSummary(
  hostId: number,
  platformDomain: string,
  now = new Date(),
): Promise<SettingsIndexView> {
  const host = await requireHost(hostId);
  const [hours, zones] = await Promise.all([getOpeningHours(getDb(), hostId), listZones(getDb(), hostId)]);
  const days = new Set(hours.filter((h) => h.date === undefined).map((h) => h.weekday)).size;
  const paused = isPausedAt(host, now);
  return {
    hostName: host.name,
    address: host.url ?? cnameTarget(host.perma, platformDomain),
    paused: {
      on: paused,
      text: paused ? (host.pausedUntil ? `Gepauzeerd tot ${clock(host.pausedUntil)}` : "Gepauzeerd") : null,
    },
    hours: days === 0 ? "Geen openingstijden: altijd open" : `${days} ${days === 1 ? "dag" : "dagen"} per week open`,
    zones:
      zones.length === 0
        ? "Geen bezorggebieden"
        : `${zones.length} ${zones.length === 1 ? "bezorggebied" : "bezorggebieden"}`,
    categories: host.categories.length === 0 ? "Geen categorie" : host.categories.map(categoryLabel).join(", "),
  };
}

const categoryLabel = (value: string) => HOST_CATEGORIES.find((c) => c.value === value)?.label ?? value;

function clock(date: Date): string {
  return new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", hour: "2-digit", minute: "2-digit" }).format(
    date,
  );
}

// --- profile and categories --------------------------------------------------------------------

const PROFILE_LABELS = {
  name: "Naam",
  short: "Korte naam",
  address: "Adres",
  zipcode: "Postcode",
  city: "Plaats",
  phone: "Telefoon",
  email: "E-mail",
  website: "Website",
  kvk: "KvK-nummer",
  dayCloseMail: "Dagafsluiting mailen naar",
  description: "Omschrijving",
};

export interface ProfileView {
  hostName: string;
  profile: Record<keyof typeof PROFILE_LABELS, string>;
  categories: string[];
  choices: ReadonlyArray<{ value: string; label: string }>;
  /** false in production without a mail sender: the close cannot be mailed (decision 080) */
  mail: boolean;
}

function profileOf(host: Host): Record<keyof typeof PROFILE_LABELS, string | null> {
  return {
    name: host.name,
    short: host.short,
    address: host.address,
    zipcode: host.zipcode,
    city: host.city,
    phone: host.phone,
    email: host.email,
    website: typeof host.settings.website === "string" ? host.settings.website : null,
    // on the privacy page (decision 081)
    kvk: typeof host.settings.kvk === "string" ? host.settings.kvk : null,
    // "Dag afsluiten" mails the close here (decision 080)
    dayCloseMail: typeof host.settings.dayCloseMail === "string" ? host.settings.dayCloseMail : null,
    description: host.description,
  };
}

export async function loadProfile(hostId: number): Promise<ProfileView> {
  const host = await requireHost(hostId);
  const profile = profileOf(host);
  return {
    hostName: host.name,
    profile: Object.fromEntries(Object.entries(profile).map(([k, v]) => [k, v ?? ""])) as ProfileView["profile"],
    categories: host.categories,
    choices: HOST_CATEGORIES,
    mail: mailAvailable(),
  };
}

export function saveProfile(hostId: number, actor: Actor, input: ProfileForm): Promise<Saved<ProfileForm["intent"]>> {
  switch (input.intent) {
    case "profile":
      return change(hostId, actor, "profile", async (trx, host) => {
        const { intent: _, ...next } = input;
        const changes = auditDiff(profileOf(host), next, PROFILE_LABELS);
        if (changes.length > 0) {
          const { website, kvk, dayCloseMail, ...columns } = next;
          await updateHostColumns(trx, hostId, columns);
          await writeHostSetting(trx, hostId, "website", website);
          await writeHostSetting(trx, hostId, "kvk", kvk);
          await writeHostSetting(trx, hostId, "dayCloseMail", dayCloseMail);
        }
        return {
          summary: "Profiel gewijzigd",
          changes,
          result: { intent: input.intent, message: changes.length ? "Het profiel is opgeslagen." : NOTHING },
        };
      });
    case "categories":
      return change(hostId, actor, "categories", async (trx, host) => {
        const next = HOST_CATEGORIES.map((c) => c.value).filter((c) => input.category.includes(c));
        const changes = auditDiff(
          { categories: host.categories.map(categoryLabel) },
          { categories: next.map(categoryLabel) },
          { categories: "Categorieën" },
        );
        if (changes.length > 0) await updateHostColumns(trx, hostId, { categories: next });
        return {
          summary: "Categorieën gewijzigd",
          changes,
          result: { intent: input.intent, message: changes.length ? "De categorieën zijn opgeslagen." : NOTHING },
        };
      });
  }
}

// --- subdomain and own domain ------------------------------------------------------------------

/** The DNS lookup the domain check uses; tests hand in their own (no network). */
export interface CnameResolver {
  resolveCname(name: string): Promise<string[]>;
}

const DNS_TIMEOUT_MS = 3_000;

async function systemResolver(): Promise<CnameResolver> {
  const { Resolver } = await import("node:dns/promises");
  // a short timeout and one try: the owner waits for the answer on her tablet
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  return { resolveCname: (name) => resolver.resolveCname(name) };
}

export interface AddressView {
  hostName: string;
  perma: string;
  platformDomain: string;
  url: string | null;
  cname: string;
  redirects: Array<{ oldPerma: string; until: string }>;
}

export async function loadAddress(hostId: number, platformDomain: string, now = new Date()): Promise<AddressView> {
  const host = await requireHost(hostId);
  const redirects = await listPermaRedirects(getDb(), hostId, now);
  const date = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", dateStyle: "long" });
  return {
    hostName: host.name,
    perma: host.perma,
    platformDomain,
    url: host.url,
    cname: cnameTarget(host.perma, platformDomain),
    redirects: redirects.map((r) => ({ oldPerma: r.oldPerma, until: date.format(r.expiresAt) })),
  };
}

export async function saveAddress(
  hostId: number,
  actor: Actor,
  input: AddressForm,
  opts: { platformDomain: string; now?: Date; resolver?: CnameResolver },
): Promise<Saved<AddressForm["intent"]> & { pointsAtUs?: boolean }> {
  const now = opts.now ?? new Date();
  switch (input.intent) {
    case "perma": {
      const perma = normalisePerma(input.perma);
      const problem = permaProblem(perma);
      if (problem) throw new ServiceError(problem, 400, { perma: problem });
      return change(hostId, actor, "perma", async (trx, host) => {
        if (perma === host.perma)
          return { summary: "", changes: [], result: { intent: input.intent, message: NOTHING } };
        if (await isPermaTaken(trx, perma, hostId, now))
          throw new ServiceError(PERMA_TAKEN, 409, { perma: PERMA_TAKEN });
        // a sign-up taking the same name between the check and this write: the same answer, not a 500
        await unlessTaken(
          updateHostColumns(trx, hostId, { perma }),
          new ServiceError(PERMA_TAKEN, 409, { perma: PERMA_TAKEN }),
        );
        // the old subdomain answers with a 307 (no-store) to the new one for 90 days (app/server/tenant.server.ts)
        await addPermaRedirect(
          trx,
          hostId,
          host.perma,
          perma,
          new Date(now.getTime() + PERMA_REDIRECT_DAYS * 86_400_000),
        );
        const changes = [
          {
            field: "perma",
            label: "Webadres",
            old: cnameTarget(host.perma, opts.platformDomain),
            new: cnameTarget(perma, opts.platformDomain),
          },
        ];
        const message = `Je webadres is nu ${cnameTarget(perma, opts.platformDomain)}. Het oude adres stuurt ${PERMA_REDIRECT_DAYS} dagen door.`;
        return { summary: "Webadres gewijzigd", changes, result: { intent: input.intent, message } };
      });
    }
    case "domain": {
      const url = normaliseDomain(input.url) || null;
      const problem = url ? domainProblem(url, opts.platformDomain) : null;
      if (problem) throw new ServiceError(problem, 400, { url: problem });
      return change(hostId, actor, "domain", async (trx, host) => {
        if (url === host.url) return { summary: "", changes: [], result: { intent: input.intent, message: NOTHING } };
        const taken = new ServiceError(DOMAIN_TAKEN, 409, { url: DOMAIN_TAKEN });
        if (url && (await isDomainTaken(trx, url, hostId))) throw taken;
        await unlessTaken(updateHostColumns(trx, hostId, { url }), taken);
        const changes = auditDiff({ url: host.url }, { url }, { url: "Eigen domein" });
        const message = url
          ? `Het domein ${url} is opgeslagen. Maak nu het DNS-record aan.`
          : "Het eigen domein is verwijderd.";
        return {
          summary: url ? "Eigen domein ingesteld" : "Eigen domein verwijderd",
          changes,
          result: { intent: input.intent, message },
        };
      });
    }
    case "domain-check": {
      const host = await requireHost(hostId);
      if (!host.url) throw new ServiceError("Er is nog geen eigen domein ingesteld.", 409);
      const target = cnameTarget(host.perma, opts.platformDomain);
      const resolver = opts.resolver ?? (await systemResolver());
      let answers: string[] = [];
      try {
        answers = await withTimeout(resolver.resolveCname(host.url), DNS_TIMEOUT_MS + 500);
      } catch {
        answers = [];
      }
      const pointsAtUs = cnamePointsAt(answers, target);
      const message = pointsAtUs
        ? `${host.url} wijst naar ons. Klanten kunnen via je eigen domein bestellen.`
        : `${host.url} wijst nog niet naar ons. Maak een CNAME-record naar ${target}; een wijziging kan tot een dag duren.`;
      return { intent: input.intent, message, pointsAtUs };
    }
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("dns timeout")), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// --- opening hours -------------------------------------------------------------------------------

export interface HoursView {
  hostName: string;
  /** Per weekday 1…7: its shifts as "HH:MM". */
  week: Array<{ weekday: number; name: string; shifts: Array<{ opens: string; closes: string }> }>;
  exceptions: Array<{
    date: string;
    label: string;
    closed: boolean;
    shifts: Array<{ opens: string; closes: string }>;
    note: string | null;
  }>;
  today: string;
  closedToday: boolean;
}

const hhmm = (t: string) => t.slice(0, 5);

export async function loadHours(hostId: number, now = new Date()): Promise<HoursView> {
  const host = await requireHost(hostId);
  const today = dayKey(now);
  const [hours, exceptions] = await Promise.all([
    getOpeningHours(getDb(), hostId),
    listOpeningExceptions(getDb(), hostId, today),
  ]);
  const weekly = hours.filter((h) => h.date === undefined);
  const dateLabel = new Intl.DateTimeFormat("nl-NL", {
    timeZone: "Europe/Amsterdam",
    weekday: "long",
    day: "numeric",
    month: "long",
  });
  const byDate = new Map<string, HoursView["exceptions"][number]>();
  for (const e of exceptions) {
    const day = parseDay(e.date);
    const entry = byDate.get(e.date) ?? {
      date: e.date,
      label: day ? dateLabel.format(fromWallClock(day, 12, 0)) : e.date,
      closed: e.closed,
      shifts: [],
      note: e.note,
    };
    if (!e.closed && e.opens && e.closes) entry.shifts.push({ opens: e.opens, closes: e.closes });
    byDate.set(e.date, entry);
  }
  return {
    hostName: host.name,
    week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      name: weekdayName(weekday),
      shifts: weekly
        .filter((h) => h.weekday === weekday)
        .sort((a, b) => minuteOfDay(a.opens) - minuteOfDay(b.opens))
        .map((h) => ({ opens: hhmm(h.opens), closes: hhmm(h.closes) })),
    })),
    exceptions: [...byDate.values()],
    today,
    closedToday: byDate.get(today)?.closed ?? false,
  };
}

const weekText = (shifts: ReadonlyArray<{ weekday: number; opens: string; closes: string }>, weekday: number) =>
  shifts
    .filter((s) => s.weekday === weekday)
    .sort((a, b) => minuteOfDay(a.opens) - minuteOfDay(b.opens))
    .map((s) => `${hhmm(s.opens)}–${hhmm(s.closes)}`)
    .join(", ") || "gesloten";

export function saveHours(
  hostId: number,
  actor: Actor,
  input: HoursForm,
  now = new Date(),
): Promise<Saved<HoursForm["intent"]>> {
  switch (input.intent) {
    case "weekly":
      return change(hostId, actor, "hours", async (trx) => {
        const before = (await getOpeningHours(trx, hostId)).filter((h) => h.date === undefined);
        const labels = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`d${d}`, weekdayName(d)]));
        const text = (shifts: typeof before) =>
          Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [`d${d}`, weekText(shifts, d)]));
        const changes = auditDiff(text(before), text(input.shifts), labels);
        if (changes.length > 0) await replaceWeeklyHours(trx, hostId, input.shifts);
        return {
          summary: "Openingstijden gewijzigd",
          changes,
          result: { intent: input.intent, message: changes.length ? "De openingstijden zijn opgeslagen." : NOTHING },
        };
      });
    case "exception":
    case "closed-today": {
      const date = input.intent === "closed-today" ? dayKey(now) : input.date;
      if (date < dayKey(now))
        throw new ServiceError("Kies vandaag of een latere datum.", 400, { date: "Kies vandaag of een latere datum." });
      const day = parseDay(date);
      if (!day || date > dayKey(fromWallClock(addDays(calendarDate(now), 366), 12))) {
        throw new ServiceError("Kies een datum binnen een jaar.", 400, { date: "Kies een datum binnen een jaar." });
      }
      const value =
        input.intent === "closed-today"
          ? { closed: true, shifts: [], note: "Vandaag gesloten" }
          : { closed: input.closed, shifts: input.shifts, note: input.note };
      return change(hostId, actor, "hours", async (trx) => {
        const before = await listOpeningExceptions(trx, hostId, date);
        const describe = (rows: Array<{ closed: boolean; opens: string | null; closes: string | null }>) =>
          rows.length === 0
            ? null
            : rows.some((r) => r.closed)
              ? "gesloten"
              : rows.map((r) => `${r.opens}–${r.closes}`).join(", ");
        const old = describe(before.filter((r) => r.date === date));
        const next = describe(
          value.closed
            ? [{ closed: true, opens: null, closes: null }]
            : value.shifts.map((s) => ({ closed: false, ...s })),
        );
        await replaceOpeningException(trx, hostId, date, value);
        const changes = old === next ? [] : [{ field: date, label: `Uitzondering ${date}`, old, new: next }];
        const message =
          input.intent === "closed-today"
            ? "Vandaag gesloten: klanten kunnen alleen voor later bestellen."
            : "De uitzondering is opgeslagen.";
        return {
          summary: input.intent === "closed-today" ? "Vandaag gesloten" : "Uitzondering op de openingstijden",
          changes,
          result: { intent: input.intent, message },
        };
      });
    }
    case "exception-remove":
      return change(hostId, actor, "hours", async (trx) => {
        const before = (await listOpeningExceptions(trx, hostId, input.date)).filter((r) => r.date === input.date);
        if (before.length === 0) throw new ServiceError("Deze uitzondering bestaat niet (meer).", 404);
        await deleteOpeningException(trx, hostId, input.date);
        const old = before.some((r) => r.closed) ? "gesloten" : before.map((r) => `${r.opens}–${r.closes}`).join(", ");
        const changes = [{ field: input.date, label: `Uitzondering ${input.date}`, old, new: null }];
        return {
          summary: "Uitzondering verwijderd",
          changes,
          result: { intent: input.intent, message: "De uitzondering is verwijderd." },
        };
      });
  }
}

// --- delivery zones ------------------------------------------------------------------------------

export interface ZoneView {
  id: number;
  name: string;
  range: string;
  fee: string;
  minimum: string;
  freeFrom: string;
  active: boolean;
  summary: string;
}

function zoneView(z: ZoneRecord): ZoneView {
  return {
    id: z.id,
    name: z.name ?? "",
    range: formatZipRange(z.zipFrom, z.zipTo),
    fee: centsToEuroInput(z.fee),
    minimum: z.minimum ? centsToEuroInput(z.minimum) : "",
    freeFrom: z.freeFrom === null ? "" : centsToEuroInput(z.freeFrom),
    active: z.active,
    summary: zoneText(z),
  };
}

/** "3500-3599: € 2,50, minimum € 15,00, gratis vanaf € 25,00" — the audit's and the list's words. */
function zoneText(z: Omit<ZoneRecord, "id">): string {
  const parts = [`${formatZipRange(z.zipFrom, z.zipTo)}: ${z.fee === 0 ? "gratis" : formatEuro(z.fee)}`];
  if (z.minimum) parts.push(`minimum ${formatEuro(z.minimum)}`);
  if (z.freeFrom !== null) parts.push(`gratis vanaf ${formatEuro(z.freeFrom)}`);
  if (!z.active) parts.push("uit");
  return (z.name ? `${z.name} ` : "") + parts.join(", ");
}

export async function loadZones(hostId: number): Promise<{ hostName: string; zones: ZoneView[] }> {
  const host = await requireHost(hostId);
  return { hostName: host.name, zones: (await listZones(getDb(), hostId)).map(zoneView) };
}

export function saveZones(hostId: number, actor: Actor, input: ZonesForm): Promise<Saved<ZonesForm["intent"]>> {
  switch (input.intent) {
    case "zone":
      return change(hostId, actor, "zones", async (trx) => {
        const zone = {
          name: input.name,
          zipFrom: input.range.from,
          zipTo: input.range.to,
          fee: input.fee ?? 0,
          minimum: input.minimum ?? 0,
          freeFrom: input.freeFrom,
          active: input.active,
        };
        const existingId = typeof input.id === "number" ? input.id : null;
        if (existingId === null) {
          await insertZone(trx, hostId, zone);
          const changes = [{ field: "zone", label: "Bezorggebied", old: null, new: zoneText(zone) }];
          return {
            summary: "Bezorggebied toegevoegd",
            changes,
            result: { intent: input.intent, message: "Het bezorggebied is toegevoegd." },
          };
        }
        const before = (await listZones(trx, hostId)).find((z) => z.id === existingId);
        if (!before || !(await updateZone(trx, hostId, existingId, zone))) throw new ServiceError(ZONE_NOT_FOUND, 404);
        const changes = auditDiff({ zone: zoneText(before) }, { zone: zoneText(zone) }, { zone: "Bezorggebied" });
        return {
          summary: "Bezorggebied gewijzigd",
          changes,
          result: { intent: input.intent, message: changes.length ? "Het bezorggebied is opgeslagen." : NOTHING },
        };
      });
    case "zone-remove":
      return change(hostId, actor, "zones", async (trx) => {
        const before = (await listZones(trx, hostId)).find((z) => z.id === input.id);
        if (!before || !(await deleteZone(trx, hostId, input.id))) throw new ServiceError(ZONE_NOT_FOUND, 404);
        const changes = [{ field: "zone", label: "Bezorggebied", old: zoneText(before), new: null }];
        return {
          summary: "Bezorggebied verwijderd",
          changes,
          result: { intent: input.intent, message: "Het bezorggebied is verwijderd." },
        };
      });
  }
}

// --- orders: pause, escalation, stamp card, marketplace -------------------------------------------

export interface OrderingView {
  hostName: string;
  pause: { on: boolean; reason: string; until: string | null };
  escalation: { minutes: string; adminPhone: string };
  stampReward: { chosen: number[]; products: Array<{ id: number; name: string; tab: string }> };
  marketplaceSync: boolean;
}

export async function loadOrdering(hostId: number, now = new Date()): Promise<OrderingView> {
  const host = await requireHost(hostId);
  const [products, organisation] = await Promise.all([
    listProductChoices(getDb(), hostId),
    getOrganisation(getDb(), host.organisationId),
  ]);
  const on = isPausedAt(host, now);
  return {
    hostName: host.name,
    pause: {
      on,
      reason: on ? (host.pauseReason ?? "") : "",
      until: on && host.pausedUntil ? clock(host.pausedUntil) : null,
    },
    escalation: {
      minutes: typeof host.settings.escalationMinutes === "number" ? String(host.settings.escalationMinutes) : "",
      adminPhone:
        typeof host.settings.adminPhone === "string" ? displayPhone(host.settings.adminPhone).replace(/\s/g, "") : "",
    },
    stampReward: { chosen: host.settings.stampRewardProductIds ?? [], products },
    marketplaceSync: organisation?.marketplaceSync ?? false,
  };
}

export async function saveOrdering(
  hostId: number,
  actor: Actor,
  input: OrderingForm,
  now = new Date(),
): Promise<Saved<OrderingForm["intent"]>> {
  const saved = await saveOrderingChange(hostId, actor, input, now);
  // the pause on Thuisbezorgd too (issue 18 §4): queued, sent off the request, never fails this answer
  if (input.intent === "pause" || input.intent === "resume") await pushShopStatus(hostId, input.intent === "resume");
  return saved;
}

function saveOrderingChange(
  hostId: number,
  actor: Actor,
  input: OrderingForm,
  now: Date,
): Promise<Saved<OrderingForm["intent"]>> {
  switch (input.intent) {
    case "pause":
      return change(hostId, actor, "pause", async (trx, host) => {
        const until = input.until ? pauseEnd(input.until, now) : null;
        await updateHostColumns(trx, hostId, { paused: true, pausedUntil: until, pauseReason: input.reason });
        const before = {
          paused: isPausedAt(host, now),
          until: isPausedAt(host, now) && host.pausedUntil ? clock(host.pausedUntil) : null,
          reason: isPausedAt(host, now) ? host.pauseReason : null,
        };
        const changes = auditDiff(
          before,
          { paused: true, until: until ? clock(until) : null, reason: input.reason },
          { paused: "Tijdelijk geen bestellingen", until: "Tot", reason: "Reden" },
        );
        const message = until
          ? `Tijdelijk geen bestellingen tot ${clock(until)}.`
          : "Tijdelijk geen bestellingen, tot je ze weer aanzet.";
        return { summary: "Bestellingen gepauzeerd", changes, result: { intent: input.intent, message } };
      });
    case "resume":
      return change(hostId, actor, "pause", async (trx, host) => {
        const wasPaused = isPausedAt(host, now);
        await updateHostColumns(trx, hostId, { paused: false, pausedUntil: null, pauseReason: null });
        const changes = wasPaused
          ? [{ field: "paused", label: "Tijdelijk geen bestellingen", old: "ja", new: "nee" }]
          : [];
        return {
          summary: "Bestellingen weer open",
          changes,
          result: { intent: input.intent, message: "Klanten kunnen weer bestellen." },
        };
      });
    case "escalation":
      return change(hostId, actor, "orders", async (trx, host) => {
        const phone = input.adminPhone ? cleanPhone(input.adminPhone) : null;
        const before = {
          escalationMinutes: host.settings.escalationMinutes ?? null,
          adminPhone: host.settings.adminPhone ?? null,
        };
        const after = { escalationMinutes: input.minutes, adminPhone: phone };
        const changes = auditDiff(before, after, {
          escalationMinutes: "Minuten tot sms bij niet-geaccepteerde bestelling",
          adminPhone: "Telefoon voor die sms",
        });
        if (changes.length > 0) {
          await writeHostSetting(trx, hostId, "escalationMinutes", input.minutes);
          await writeHostSetting(trx, hostId, "adminPhone", phone);
        }
        const message =
          input.minutes === null
            ? "Geen sms meer bij bestellingen die blijven liggen."
            : `Na ${input.minutes} minuten zonder acceptatie gaat er een sms.`;
        return {
          summary: "Waarschuwing bij liggende bestellingen",
          changes,
          result: { intent: input.intent, message: changes.length ? message : NOTHING },
        };
      });
    case "stamp-reward":
      return change(hostId, actor, "orders", async (trx, host) => {
        const products = await listProductChoices(trx, hostId);
        const unknown = input.productId.find((id) => !products.some((p) => p.id === id));
        if (unknown !== undefined) throw new ServiceError("Product niet gevonden.", 404);
        const chosen = products.filter((p) => input.productId.includes(p.id)).map((p) => p.id);
        const name = (ids: ReadonlyArray<number>) => products.filter((p) => ids.includes(p.id)).map((p) => p.name);
        const changes = auditDiff(
          { reward: name(host.settings.stampRewardProductIds ?? []) },
          { reward: name(chosen) },
          { reward: "Beloning volle stempelkaart" },
        );
        if (changes.length > 0) await writeHostSetting(trx, hostId, "stampRewardProductIds", chosen);
        return {
          summary: "Stempelkaart gewijzigd",
          changes,
          result: {
            intent: input.intent,
            message: changes.length ? "De beloning van de stempelkaart is opgeslagen." : NOTHING,
          },
        };
      });
    case "marketplace":
      return change(hostId, actor, "orders", async (trx, host) => {
        const organisation = await getOrganisation(trx, host.organisationId);
        const changes = auditDiff(
          { sync: organisation?.marketplaceSync ?? false },
          { sync: input.sync },
          { sync: "Marktplaats-koppeling" },
        );
        if (changes.length > 0) await setMarketplaceSync(trx, hostId, input.sync);
        return {
          summary: "Marktplaats-koppeling",
          changes,
          result: {
            intent: input.intent,
            message: input.sync ? "De marktplaats-koppeling staat aan." : "De marktplaats-koppeling staat uit.",
          },
        };
      });
  }
}
