// The export under the AVG (art. 15/20, decisions 078, 080): everything about the person at one
// restaurant as one zip of JSON and CSV — downloaded by the customer, mailed to the account's own
// address, or taken by staff on request with a reason. Each is recorded in privacy_requests; staff's
// also in the restaurant's audit log.
// const zip = await buildExport({ hostId, customerId });
import { stringify } from "csv-stringify/sync";
import { strToU8, zipSync } from "fflate";
import { getDb } from "~/db.server";
import { exportMail, mailHtml, mailText } from "~/domain/mail";
import { BOM } from "~/domain/menu-csv";
import {
  exportFileName,
  exportMailed,
  exportTables,
  PRIVACY_MESSAGES,
  type PersonExport,
  type Row,
} from "~/domain/privacy";
import { getHost } from "~/models/hosts.server";
import { insertPrivacyRequest, readPersonAtHost } from "~/models/privacy.server";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { mailAvailable, sendMail } from "~/services/mail.server";
import { phonesOf, requireHostCustomer, requireProfile } from "~/services/privacy-person.server";

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

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

export async function buildExport({
  now = new Date(),
  ...input
}: {
  hostId: number;
  customerId: number;
  now?: Date;
}): Promise<{ filename: string; bytes: Uint8Array }> {
  const data = await collectExport(input, now);
  return { filename: exportFileName(data.restaurant.perma, now), bytes: zipExport(data) };
}

/**
 * "Stuur naar {e-mail}" (decision 080): the same zip as the download, attached to a Dutch mail to
 * the account's own address, recorded like a download. Without an address or a mail sender it is
 * refused in Dutch (the page does not offer it then); a failed send is a Dutch 503.
 */
export async function mailMyExport({
  now = new Date(),
  ...input
}: {
  hostId: number;
  customerId: number;
  now?: Date;
}): Promise<{ message: string }> {
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
