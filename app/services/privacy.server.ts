// The customer's data under the AVG (decision 078, 079): "Mijn gegevens" (what is stored, per
// restaurant), the export as one zip of JSON and CSV (art. 15/20), and erasure (art. 17) by the
// customer (the whole account) or by a restaurant on request (its part; the account too when
// nothing is left elsewhere). Confirmed by an SMS code to the account's phone. Each request is
// recorded in privacy_requests; a restaurant's also in its audit log.
// const zip = await buildExport({ hostId, customerId });
import { stringify } from "csv-stringify/sync";
import { strToU8, zipSync } from "fflate";
import { getDb } from "~/db.server";
import { exportMail, mailHtml, mailText } from "~/domain/mail";
import { cleanPhone, displayPhone, isAnonymousPhone } from "~/domain/validation";
import { BOM } from "~/domain/menu-csv";
import {
  exportFileName,
  exportMailed,
  exportTables,
  phoneSpellings,
  PRIVACY_MESSAGES,
  type PersonExport,
  type Row,
} from "~/domain/privacy";
import { CUSTOMER_NOT_FOUND } from "~/domain/customers";
import { getHostCustomer } from "~/models/customers.server";
import { getHost } from "~/models/hosts.server";
import {
  erasePersonAtHost,
  getPersonProfile,
  hasOtherRestaurants,
  insertPrivacyRequest,
  listPersonHosts,
  readPersonAtHost,
  type ErasureCounts,
  type PersonProfile,
} from "~/models/privacy.server";
import { eraseAccountRows, hostsOfPerson, listPrivacyRequests } from "~/models/privacy.root.server";
import { userSessionsEnded } from "~/realtime/session-events.server";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { mailAvailable, sendMail } from "~/services/mail.server";
import { SEND_LIMIT_PHONE, sendLoginCode, TRY_LIMIT_PHONE, verifyLoginCode } from "~/services/login-codes.server";
import { resetLimit } from "~/infra/rate-limit.server";
import { logger } from "~/infra/logger.server";
import { formatAmsterdam } from "~/domain/amsterdam-time";

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

function phonesOf(profile: PersonProfile): string[] {
  if (!profile.phone || isAnonymousPhone(profile.phone)) return [];
  return phoneSpellings(cleanPhone(profile.phone)).concat(phoneSpellings(profile.phone));
}

async function requireProfile(customerId: number): Promise<PersonProfile> {
  const profile = await getPersonProfile(getDb(), { customerId });
  if (!profile) throw new ServiceError("Dit account bestaat niet (meer).", 404);
  return profile;
}

function addressText(a: Record<string, unknown> | null): string | null {
  if (!a) return null;
  const part = (k: string) => (typeof a[k] === "string" ? (a[k] as string).trim() : "");
  const text = [
    [part("street"), part("number")].filter(Boolean).join(" "),
    [part("zipcode"), part("city")].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
  return text || null;
}

/** Everything about the person at one restaurant, as the export's JSON and tables. */
export async function collectExport(
  { hostId, customerId }: { hostId: number; customerId: number },
  now = new Date(),
): Promise<PersonExport> {
  const db = getDb();
  const [profile, host] = await Promise.all([requireProfile(customerId), getHost(db, { hostId })]);
  if (!host) throw new ServiceError("Dit restaurant bestaat niet.", 404);
  const data = await readPersonAtHost(db, { where: { hostId, customerId }, phones: phonesOf(profile) });
  const addresses = new Map<string, Row>();
  for (const o of data.orders) {
    const text = addressText(o.address);
    // oldest first: the last write is the address's latest use
    if (text) addresses.set(text, { adres: text, laatstGebruikt: iso(o.createdAt) });
  }
  const lines = new Map<number, Row[]>();
  for (const l of data.lines) {
    const list = lines.get(l.orderId) ?? [];
    list.push({
      product: l.name,
      omschrijving: l.subname,
      aantal: l.quantity,
      bedragCent: l.amount,
      btwProcent: l.vatRate,
      opmerking: l.remark,
    });
    lines.set(l.orderId, list);
  }
  return {
    restaurant: { name: host.name, perma: host.perma },
    exportedAt: now.toISOString(),
    profile: {
      mobiel: profile.phone,
      email: profile.email,
      naam: profile.name,
      voornaam: profile.firstName,
      achternaam: profile.lastName,
      accountSinds: iso(profile.createdAt),
      laatstIngelogd: iso(profile.lastLoginAt),
    },
    consents: {
      nieuwsbrief: profile.subscribed,
      klantenclubAanmelding: iso(data.relation?.clubOptInAt),
      klantenclubAanmeldingVia: data.relation?.clubOptInSource ?? null,
      klantenclubAfmelding: iso(data.relation?.clubOptOutAt),
      klantenclubAfmeldingVia: data.relation?.clubOptOutSource ?? null,
      favoriet: data.relation?.favorite ?? false,
      klantSinds: iso(data.relation?.since),
      notitieVanRestaurant: data.relation?.note ?? null,
    },
    addresses: [...addresses.values()],
    orders: data.orders.map((o) => ({
      order: {
        id: o.id,
        nummer: o.number,
        dag: o.day,
        geplaatst: iso(o.createdAt),
        status: o.status,
        bezorgen: o.deliver,
        adres: addressText(o.address),
        naam: o.customerName,
        telefoon: o.phone,
        opmerking: o.description,
        betaalwijze: o.paymentMethod,
        subtotaalCent: o.subtotal,
        bezorgkostenCent: o.deliveryFee,
        transactiekostenCent: o.fee,
        kortingCent: o.discount,
        totaalCent: o.amount,
      },
      lines: lines.get(o.id) ?? [],
    })),
    stamps: data.stamps.map((s) => ({ stempels: s.delta, reden: s.reason, datum: iso(s.createdAt) })),
    devices: data.devices.map((d) => ({
      apparaat: d.userAgent,
      aangemeld: iso(d.createdAt),
      laatstGebruikt: iso(d.lastUsedAt),
    })),
    reviews: data.reviews.map((r) => ({
      bestelling: r.orderId,
      score: r.score,
      tekst: r.remark,
      antwoordRestaurant: r.reply,
      datum: iso(r.createdAt),
    })),
    messages: data.messages.map((m) => ({
      kanaal: m.method,
      soort: m.type,
      tekst: m.message,
      status: m.status,
      datum: iso(m.createdAt),
    })),
  };
}

const csv = (rows: Row[]) => {
  if (rows.length === 0) return BOM;
  const header = Object.keys(rows[0]);
  return (
    BOM +
    stringify(
      [header, ...rows.map((r) => header.map((k) => (r[k] === null || r[k] === undefined ? "" : String(r[k]))))],
      {
        delimiter: ";",
        record_delimiter: "windows",
      },
    )
  );
};

/** The zip: gegevens.json plus one CSV per section (machine-readable, art. 20). */
export function zipExport(data: PersonExport): Uint8Array {
  const files: Record<string, Uint8Array> = { "gegevens.json": strToU8(JSON.stringify(data, null, 2)) };
  for (const t of exportTables(data)) files[t.name] = strToU8(csv(t.rows));
  return zipSync(files, { level: 6, mtime: new Date(data.exportedAt) });
}

export async function buildExport(
  input: { hostId: number; customerId: number },
  now = new Date(),
): Promise<{ filename: string; bytes: Uint8Array }> {
  const data = await collectExport(input, now);
  return { filename: exportFileName(data.restaurant.perma, now), bytes: zipExport(data) };
}

/**
 * "Stuur naar {e-mail}" (decision 080): the same zip as the download, attached to a Dutch mail to
 * the account's own address, recorded like a download. Without an address or a mail sender it is
 * refused in Dutch (the page does not offer it then); a failed send is a Dutch 503.
 */
export async function mailMyExport(
  input: { hostId: number; customerId: number },
  now = new Date(),
): Promise<{ message: string }> {
  const profile = await requireProfile(input.customerId);
  if (!profile.email) throw new ServiceError(PRIVACY_MESSAGES.noEmail, 400);
  if (!mailAvailable()) throw new ServiceError(PRIVACY_MESSAGES.mailOff, 503);
  const data = await collectExport(input, now);
  const mail = exportMail(data.restaurant.name);
  try {
    await sendMail({
      kind: "data-export",
      to: profile.email,
      subject: mail.subject,
      text: mailText(mail.body),
      html: mailHtml(mail.body),
      attachments: [
        {
          filename: exportFileName(data.restaurant.perma, now),
          content: Buffer.from(zipExport(data)),
          contentType: "application/zip",
        },
      ],
    });
  } catch {
    // sendMail logged the failure (without the address)
    throw new ServiceError(PRIVACY_MESSAGES.mailFailed, 503);
  }
  await recordExport({ hostId: input.hostId, requestedBy: "customer", actor: null, reason: null });
  return { message: exportMailed(profile.email) };
}

/** Staff may act only on a customer of their own restaurant (the customer page's rule). */
async function requireHostCustomer(hostId: number, customerId: number): Promise<void> {
  if (!(await getHostCustomer(getDb(), { hostId, customerId }))) throw new ServiceError(CUSTOMER_NOT_FOUND, 404);
}

/** "Gegevens exporteren" on the customer's page: the zip, recorded with who and why. */
export async function staffExport(input: {
  hostId: number;
  customerId: number;
  actor: Actor;
  reason: string;
}): Promise<{ filename: string; bytes: Uint8Array }> {
  await requireHostCustomer(input.hostId, input.customerId);
  const zip = await buildExport(input);
  await recordExport({ hostId: input.hostId, requestedBy: "staff", actor: input.actor, reason: input.reason });
  return zip;
}

export interface MyDataView {
  phone: string | null;
  name: string | null;
  email: string | null;
  /** Where "Stuur naar …" mails the export; null when it cannot (then `mailWhy` says why). */
  mailTo: string | null;
  mailWhy: string | null;
  restaurants: Array<{
    hostId: number;
    name: string;
    addresses: string[];
    orders: number;
    stamps: number;
    devices: number;
    reviews: number;
    club: string;
  }>;
}

/** "Mijn gegevens": what is stored about me, per restaurant (only this one on its own domain). */
export async function loadMyData(customerId: number, hostId: number | null): Promise<MyDataView> {
  const profile = await requireProfile(customerId);
  const hosts = await listPersonHosts(getDb(), { customerId });
  const shown = hostId === null ? hosts : hosts.filter((h) => h.id === hostId);
  const restaurants = await Promise.all(
    shown.map(async (h) => {
      const data = await collectExport({ hostId: h.id, customerId });
      const stamps = data.stamps.reduce((sum, s) => sum + Number(s.stempels), 0);
      const club = data.consents.klantenclubAanmelding && !data.consents.klantenclubAfmelding ? "Lid" : "Geen lid";
      return {
        hostId: h.id,
        name: h.name,
        addresses: data.addresses.map((a) => String(a.adres)),
        orders: data.orders.length,
        stamps,
        devices: data.devices.length,
        reviews: data.reviews.length,
        club,
      };
    }),
  );
  return {
    phone: profile.phone ? displayPhone(profile.phone) : null,
    name: profile.name ?? ([profile.firstName, profile.lastName].filter(Boolean).join(" ") || null),
    email: profile.email,
    mailTo: profile.email && mailAvailable() ? profile.email : null,
    mailWhy: !profile.email ? PRIVACY_MESSAGES.noEmail : mailAvailable() ? null : PRIVACY_MESSAGES.mailOff,
    restaurants,
  };
}

/** An SMS code to the account's own phone confirms an export or an erasure. */
export async function sendPrivacyCode(input: {
  customerId: number;
  ip: string;
  hostId: number | null;
  hostName: string | null;
}): Promise<void> {
  const profile = await requireProfile(input.customerId);
  if (!profile.phone || isAnonymousPhone(profile.phone)) throw new ServiceError(PRIVACY_MESSAGES.noPhone, 400);
  await sendLoginCode({
    phone: cleanPhone(profile.phone),
    ip: input.ip,
    from: "privacy",
    hostId: input.hostId,
    hostName: input.hostName,
  });
}

export async function checkPrivacyCode(customerId: number, code: string): Promise<void> {
  const profile = await requireProfile(customerId);
  if (!profile.phone) throw new ServiceError(PRIVACY_MESSAGES.noPhone, 400);
  await verifyLoginCode(cleanPhone(profile.phone), code.trim().toUpperCase());
}

export async function recordExport(input: {
  hostId: number;
  requestedBy: "customer" | "staff";
  actor: Actor | null;
  reason: string | null;
}): Promise<void> {
  await getDb().transaction(async (trx) => {
    await insertPrivacyRequest(trx, {
      hostId: input.hostId,
      kind: "export",
      requestedBy: input.requestedBy,
      actorId: input.actor?.userId ?? null,
      actorName: input.actor?.name ?? null,
      reason: input.reason,
      summary: {},
    });
    if (input.requestedBy === "staff" && input.actor) {
      const host = await getHost(trx, { hostId: input.hostId });
      await recordAudit(trx, {
        hostId: input.hostId,
        organisationId: host?.organisationId ?? null,
        actor: input.actor,
        area: "privacy",
        summary: `Klantgegevens geëxporteerd op verzoek${input.reason ? `: ${input.reason}` : ""}`,
        changes: [],
      });
    }
  });
}

function addCounts(total: Record<string, number>, part: ErasureCounts) {
  for (const [k, v] of Object.entries(part)) total[k] = (total[k] ?? 0) + v;
}

/** Forgets the phone's login limits (keys that name the number), after the account is gone. */
async function forgetLimits(phones: string[]) {
  for (const phone of phones) {
    await resetLimit(`code:phone:${phone}`, SEND_LIMIT_PHONE).catch(() => {});
    await resetLimit(`code:tries:${phone}`, TRY_LIMIT_PHONE).catch(() => {});
  }
}

async function afterAccountErased(customerId: number, phones: string[]) {
  // the user row is gone: every session of it ends on its next request, on every instance
  // (decision 016); open sockets close now
  await userSessionsEnded(customerId).catch((err: Error) =>
    logger().warn({ area: "privacy", err }, "sessions-ended not published"),
  );
  await forgetLimits(phones);
}

/** The customer's own "Verwijder mijn account": every restaurant's part, then the account. */
export async function eraseMyAccount(customerId: number): Promise<Record<string, number>> {
  const profile = await requireProfile(customerId);
  const phones = phonesOf(profile);
  const summary: Record<string, number> = {};
  await getDb().transaction(async (trx) => {
    for (const hostId of await hostsOfPerson(trx, { customerId, phones })) {
      addCounts(summary, await erasePersonAtHost(trx, { where: { hostId, customerId }, phones }));
    }
    const { devices } = await eraseAccountRows(trx, { customerId, phones, email: profile.email });
    summary.devices = devices;
    await insertPrivacyRequest(trx, {
      hostId: null,
      kind: "erase",
      requestedBy: "customer",
      actorId: null,
      actorName: null,
      reason: null,
      summary,
    });
  });
  await afterAccountErased(customerId, phones);
  return summary;
}

/**
 * "Verwijderen op verzoek" by the restaurant: its part of the person. The account (a Bestelinfo
 * account shared by restaurants) goes too when nothing is left at another restaurant.
 */
export async function eraseAtRestaurant(input: {
  hostId: number;
  customerId: number;
  actor: Actor;
  reason: string;
}): Promise<{ accountErased: boolean }> {
  const reason = input.reason.trim();
  if (reason.length < 3) throw new ServiceError(PRIVACY_MESSAGES.reasonRequired, 400);
  await requireHostCustomer(input.hostId, input.customerId);
  const profile = await requireProfile(input.customerId);
  const phones = phonesOf(profile);
  const where = { hostId: input.hostId, customerId: input.customerId };
  const accountErased = await getDb().transaction(async (trx) => {
    const host = await getHost(trx, { hostId: input.hostId });
    if (!host) throw new ServiceError("Dit restaurant bestaat niet.", 404);
    const summary: Record<string, number> = { ...(await erasePersonAtHost(trx, { where, phones })) };
    const last = !(await hasOtherRestaurants(trx, where));
    if (last) summary.devices = (await eraseAccountRows(trx, { ...input, phones, email: profile.email })).devices;
    await insertPrivacyRequest(trx, {
      hostId: input.hostId,
      kind: "erase",
      requestedBy: "staff",
      actorId: input.actor.userId,
      actorName: input.actor.name,
      reason,
      summary,
    });
    await recordAudit(trx, {
      hostId: input.hostId,
      organisationId: host.organisationId,
      actor: input.actor,
      area: "privacy",
      summary: `Klantgegevens verwijderd op verzoek: ${reason}`,
      changes: [],
    });
    return last;
  });
  if (accountErased) await afterAccountErased(input.customerId, phones);
  return { accountErased };
}

export async function loadPrivacyRequests() {
  const rows = await listPrivacyRequests(getDb());
  return rows.map((r) => ({
    id: r.id,
    at: formatAmsterdam(r.createdAt, "dateTimeMedium"),
    restaurant: r.hostName ?? "Alle restaurants (eigen account)",
    kind: r.kind === "export" ? "Export" : "Verwijdering",
    by: r.requestedBy === "customer" ? "Klant zelf" : (r.actorName ?? "Medewerker"),
    reason: r.reason ?? "",
    orders: r.summary.orders ?? 0,
  }));
}
