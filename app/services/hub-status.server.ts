// /admin/hub "Koppelingen" (docs/issues/020.md §2, decision 053): every integration of one restaurant at a
// glance — payments, printers, SMS, push, Thuisbezorgd, open or paused — each judged green, amber or
// red by the pure rules in domain/hub.ts, with the facts behind it and the screen that fixes it.
// Read-only: nothing here changes what a customer sees.
import { getDb } from "~/db.server";
import { calendarDate, startOfDay } from "~/domain/amsterdam-time";
import {
  marketplaceVerdict,
  openingVerdict,
  paymentsVerdict,
  printersVerdict,
  printerVerdict,
  pushVerdict,
  smsVerdict,
  whenText,
  worstState,
  type PaymentFacts,
  type Verdict,
} from "~/domain/hub";
import { hoursStateText } from "~/domain/opening-hours";
import { paperOf } from "~/domain/receipt";
import { getEnv } from "~/env.server";
import { runningSimulator } from "~/integrations/mollie/index.server";
import { openSecret } from "~/integrations/mollie/secret-box.server";
import { getSmsProvider } from "~/integrations/sms/index.server";
import { getHost, type Host } from "~/models/hosts.server";
import { listAllHostsForRoot } from "~/models/hosts.root.server";
import {
  getPaymentWebhook,
  marketplaceActivity,
  notificationCounts,
  printerQueues,
  pushDeviceCounts,
} from "~/models/hub.server";
import { getMarketplaceLink } from "~/models/marketplace.server";
import { getOpeningHours } from "~/models/host-operations.server";
import { getMollieKeyForHost } from "~/models/mollie-keys.server";
import { listPrinters } from "~/models/printers.server";
import type { HubCardView, HubFact, HubView, RootHubView } from "~/schemas/hub-view";
import { ServiceError } from "~/services/errors.server";
import { hostOrigin } from "~/domain/urls";
import { HOST_NOT_FOUND } from "~/domain/messages";

const WEBHOOK_RESULT = { ok: "verwerkt", unknown: "onbekende betaling", failed: "mislukt" } as const;
const SMS_PROVIDER = { twilio: "Twilio", outbox: "Outbox (testomgeving)", disabled: "Uit" } as const;
const ORIGIN = { webhook: "automatisch", pull: "opgehaald", csv: "CSV-import" } as Record<string, string>;

const card = (
  key: HubCardView["key"],
  title: string,
  verdict: Verdict,
  href: string,
  facts: HubFact[],
  items: HubCardView["items"] = [],
): HubCardView => ({
  key,
  title,
  state: verdict.state,
  summary: verdict.summary,
  facts,
  items,
  action: { label: verdict.action, href },
});

async function paymentsCard(host: Host, now: Date, link: (path: string) => string): Promise<HubCardView> {
  const db = getDb();
  const [key, webhook] = await Promise.all([
    getMollieKeyForHost(db, { hostId: host.id }),
    getPaymentWebhook(db, { hostId: host.id }),
  ]);
  const env = getEnv();
  let provider: PaymentFacts["provider"];
  let mode = key.mode;
  if (key.encrypted) provider = openSecret(key.encrypted) === null ? "broken" : "own";
  else if (env.MOLLIE_API_KEY) {
    provider = "platform";
    mode = env.MOLLIE_API_KEY.startsWith("live_") ? "live" : "test";
  } else provider = runningSimulator() ? "simulator" : "none";
  const pickup = host.settings.payment?.pickup ?? ["cash", "pin", "ideal"];
  const deliver = host.settings.payment?.deliver ?? ["cash", "pin", "ideal"];
  const ideal = [pickup.includes("ideal") ? "afhalen" : null, deliver.includes("ideal") ? "bezorgen" : null].filter(
    (x) => x !== null,
  );
  const verdict = paymentsVerdict({
    provider,
    mode,
    idealOffered: ideal.length > 0,
    webhook: webhook ? { result: webhook.lastResult, at: webhook.lastAt } : null,
  });
  const mollie = {
    own: `Eigen sleutel (${mode === "live" ? "live" : "test"}, eindigt op ${key.last4 ?? "…"})`,
    broken: "Eigen sleutel, onleesbaar",
    platform: `Sleutel van Bestelinfo (${mode === "live" ? "live" : "test"})`,
    simulator: "Simulator (testomgeving)",
    none: "Niet gekoppeld",
  }[provider];
  return card("payments", "Betalen (iDEAL via Mollie)", verdict, link("/admin/settings#mollie-title"), [
    { label: "Mollie", value: mollie },
    { label: "iDEAL", value: ideal.length > 0 ? `Aan bij ${ideal.join(" en ")}` : "Uit" },
    {
      label: "Laatste betaalmelding",
      value: webhook ? `${whenText(webhook.lastAt, now)}: ${WEBHOOK_RESULT[webhook.lastResult]}` : "nog geen",
    },
    ...(webhook && webhook.lastResult !== "ok"
      ? [{ label: "Laatste gelukte melding", value: whenText(webhook.lastOkAt, now) }]
      : []),
  ]);
}

async function printersCard(hostId: number, now: Date, since: Date, link: (path: string) => string) {
  const db = getDb();
  const [printers, queues] = await Promise.all([listPrinters(db, { hostId }), printerQueues(db, { hostId, since })]);
  const items = printers.map((p) => {
    const q = queues.get(p.id) ?? { queued: 0, failed: 0 };
    const verdict = printerVerdict(
      { active: p.active, lastPollAt: p.lastPollAt, lastStatus: p.lastStatus, queued: q.queued, failedToday: q.failed },
      now,
    );
    return {
      name: p.name,
      verdict,
      view: {
        name: p.name,
        state: verdict.state,
        summary: verdict.summary,
        facts: [
          { label: "Laatst gezien", value: whenText(p.lastPollAt, now) },
          { label: "Wachtrij", value: String(q.queued) },
          { label: "Mislukt vandaag", value: String(q.failed) },
          { label: "Papier", value: paperOf(p.paper).label },
        ],
      },
    };
  });
  const verdict = printersVerdict(items);
  return card(
    "printers",
    "Printers",
    verdict,
    link("/admin/settings/printers"),
    [],
    items.map((i) => i.view),
  );
}

async function messagesCards(hostId: number, since: Date, link: (path: string) => string): Promise<HubCardView[]> {
  const db = getDb();
  const [counts, devices] = await Promise.all([
    notificationCounts(db, { hostId, since }),
    pushDeviceCounts(db, { hostId }),
  ]);
  const provider = getSmsProvider().name;
  const sms = smsVerdict({ provider, sentToday: counts.sms.sent, failedToday: counts.sms.failed });
  const push = pushVerdict({
    staffDevices: devices.staff,
    customerDevices: devices.customers,
    sentToday: counts.push.sent,
    failedToday: counts.push.failed,
  });
  return [
    card("sms", "SMS", sms, link("/admin/play"), [
      { label: "Verzender", value: SMS_PROVIDER[provider] },
      { label: "Verstuurd vandaag", value: String(counts.sms.sent) },
      { label: "Mislukt vandaag", value: String(counts.sms.failed) },
    ]),
    card("push", "Pushmeldingen", push, link(devices.staff === 0 ? "/admin/profile" : "/admin/play"), [
      { label: "Apparaten personeel", value: String(devices.staff) },
      { label: "Apparaten klanten", value: String(devices.customers) },
      { label: "Verstuurd vandaag", value: String(counts.push.sent) },
      { label: "Mislukt vandaag", value: String(counts.push.failed) },
    ]),
  ];
}

async function marketplaceCard(hostId: number, now: Date, since: Date, link: (path: string) => string) {
  const db = getDb();
  const [marketLink, activity] = await Promise.all([
    getMarketplaceLink(db, { hostId }),
    marketplaceActivity(db, { hostId, since }),
  ]);
  const verdict = marketplaceVerdict(
    {
      link: marketLink
        ? { active: marketLink.active, offlineSince: marketLink.offlineSince, problem: marketLink.problem }
        : null,
      waiting: activity.waiting,
      oldestWaitingAt: activity.oldestWaitingAt,
      failedToday: activity.failed,
    },
    now,
  );
  const last = activity.lastReceivedAt
    ? `${whenText(activity.lastReceivedAt, now)} (${ORIGIN[activity.lastOrigin ?? ""] ?? "automatisch"})`
    : "nog geen";
  return card("marketplace", "Thuisbezorgd", verdict, link("/admin/settings/thuisbezorgd"), [
    { label: "Koppeling", value: marketLink ? (marketLink.active ? "Aan" : "Uit") : "Niet gekoppeld" },
    { label: "Laatste bestelling", value: last },
    { label: "Wacht op bevestiging", value: String(activity.waiting) },
    { label: "Niet geplaatst vandaag", value: String(activity.failed) },
  ]);
}

async function openingCard(host: Host, now: Date, link: (path: string) => string): Promise<HubCardView> {
  const hours = await getOpeningHours(getDb(), { hostId: host.id });
  const verdict = openingVerdict({ ...host, hours }, now);
  return card("opening", "Open of gepauzeerd", verdict, link("/admin/settings/bestellen"), [
    {
      label: "Pauze",
      value: verdict.state === "green" ? "Niet gepauzeerd" : verdict.state === "amber" ? "Gepauzeerd" : "Offline",
    },
    // the hours' own state: closed by them is not paused, and not open either
    { label: "Openingstijden", value: hoursStateText(hours, now) },
    ...(verdict.state === "amber" && host.pauseReason ? [{ label: "Reden", value: host.pauseReason }] : []),
  ]);
}

/**
 * The restaurant's cards. `linkBase` is the restaurant's origin when root looks from the platform
 * domain (the fixing screens live on the restaurant's own address); empty on the restaurant itself.
 */
export async function loadHub({
  hostId,
  now = new Date(),
  linkBase = "",
}: {
  hostId: number;
  now?: Date;
  linkBase?: string;
}): Promise<HubView> {
  const host = await getHost(getDb(), { hostId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const since = startOfDay(calendarDate(now));
  const link = (path: string) => `${linkBase}${path}`;
  const [opening, payments, printers, messages, marketplace] = await Promise.all([
    openingCard(host, now, link),
    paymentsCard(host, now, link),
    printersCard(host.id, now, since, link),
    messagesCards(host.id, since, link),
    marketplaceCard(host.id, now, since, link),
  ]);
  const cards = [opening, payments, printers, ...messages, marketplace];
  return { hostId: host.id, hostName: host.name, overall: worstState(cards.map((c) => c.state)), cards };
}

/** Root on the platform domain: the restaurants to choose from and, once chosen, its cards. */
export async function loadRootHub({
  requestUrl,
  restaurantId,
  now = new Date(),
}: {
  requestUrl: string;
  restaurantId: number | null;
  now?: Date;
}): Promise<RootHubView> {
  const restaurants = await listAllHostsForRoot(getDb());
  if (restaurantId === null)
    return { restaurants: restaurants.map(({ id, name }) => ({ id, name })), selectedId: null, hub: null };
  const host = await getHost(getDb(), { hostId: restaurantId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const hub = await loadHub({ hostId: host.id, now, linkBase: hostOrigin(host, requestUrl, getEnv().PLATFORM_DOMAIN) });
  return { restaurants: restaurants.map(({ id, name }) => ({ id, name })), selectedId: host.id, hub };
}
