// The customer's data under the AVG (decision 078, 079), as the pages show it: "Mijn gegevens" (what
// is stored, per restaurant) and root's list of the requests made. The export is
// privacy-export.server.ts, erasure privacy-erase.server.ts, the account and its SMS code
// privacy-person.server.ts.
// const view = await loadMyData({ customerId, hostId });
import { getDb } from "~/db.server";
import { displayPhone } from "~/domain/validation";
import { PRIVACY_MESSAGES } from "~/domain/privacy";
import { listPersonHosts } from "~/models/privacy.server";
import { listPrivacyRequests } from "~/models/privacy.root.server";
import { mailAvailable } from "~/services/mail.server";
import { collectExport } from "~/services/privacy-export.server";
import { requireProfile } from "~/services/privacy-person.server";
import { formatAmsterdam } from "~/domain/amsterdam-time";

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
export async function loadMyData({
  customerId,
  hostId,
}: {
  customerId: number;
  hostId: number | null;
}): Promise<MyDataView> {
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
