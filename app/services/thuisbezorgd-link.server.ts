// /admin/settings/thuisbezorgd (docs/issues/018.md §1, decision 064): a restaurant's link to Thuisbezorgd. The
// API key and the signing secret are sealed on the way in (as the Mollie key; production without
// ENCRYPTION_KEY refuses in Dutch and stores nothing) and never come back out: the page shows the key's
// last 4, whether a secret is set, every webhook address JET needs, and the last call JET refused.
// "Test de koppeling" signs a JET-shaped order and sends it to the restaurant's own webhook. The organisation's sync flag (SPEC
// `_organisation.tb.sync`) follows: on while any of its restaurants has an active link.
import crypto from "node:crypto";
import { getDb } from "~/db.server";
import { encryptionKey, EnvError, getEnv } from "~/env.server";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import { jetSimulatorBase } from "~/integrations/thuisbezorgd/client.server";
import { jetExampleOrder } from "~/integrations/thuisbezorgd/example-order";
import { jetHashHeader } from "~/integrations/thuisbezorgd/verify.server";
import { postToWebhook } from "~/integrations/thuisbezorgd/webhook-post.server";
import { getHost } from "~/models/hosts.server";
import {
  getMarketplaceLink,
  saveMarketplaceLink,
  syncOrganisationMarketplace,
  type MarketplaceLink,
} from "~/models/marketplace.server";
import { listMarketplaceMenu } from "~/models/marketplace-menu.server";
import type { ThuisbezorgdLinkInput, ThuisbezorgdLinkView } from "~/schemas/thuisbezorgd-link";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { TEST_ORDER_PREFIX } from "~/services/thuisbezorgd.server";
import { linkSecrets, type LinkSecrets } from "~/services/thuisbezorgd-keys.server";
import { formatEuro } from "~/domain/pricing";
import { HOST_NOT_FOUND } from "~/domain/messages";

/** Every address JET Connect needs, as the owner gives them to JET (its partner portal or account manager). */
export function jetWebhookUrls(origin: string): ThuisbezorgdLinkView["webhookUrls"] {
  const at = (kind: string) => `${origin}/api/thuisbezorgd/hook/${kind}`;
  return [
    { label: "Nieuwe bestelling (Receive Order)", url: at("order") },
    { label: "Annulering (Cancel Order Notification)", url: at("cancel") },
    { label: "Status bezorger (Driver Status Notification)", url: at("driver") },
    { label: "Restaurant offline (Restaurant Temporarily Offline)", url: at("offline") },
    { label: "Naar de tablet (Failed Order For Backup Flow)", url: at("backup") },
  ];
}

/** Whether keys can be sealed here: production without ENCRYPTION_KEY cannot. */
function canSeal(): boolean {
  try {
    encryptionKey();
    return true;
  } catch (err) {
    if (err instanceof EnvError) return false;
    throw err;
  }
}

export async function loadThuisbezorgdLink({
  hostId,
  platformDomain,
}: {
  hostId: number;
  platformDomain: string;
}): Promise<ThuisbezorgdLinkView> {
  const db = getDb();
  const [host, link] = await Promise.all([getHost(db, { hostId }), getMarketplaceLink(db, { hostId })]);
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const simulator = Boolean(link && !link.tokenEncrypted && !link.secretEncrypted && jetSimulatorBase());
  const urls = jetWebhookUrls(`https://${host.perma}.${platformDomain}`);
  return {
    hostName: host.name,
    linked: Boolean(link),
    restaurantId: link?.externalId ?? "",
    active: link?.active ?? false,
    keyLast4: link?.tokenLast4 ?? null,
    hasSecret: Boolean(link?.secretEncrypted),
    simulator,
    webhookUrl: urls[0].url,
    webhookUrls: urls,
    offline: link?.offlineSince ? { since: link.offlineSince.toISOString(), reason: link.offlineReason } : null,
    problem: link?.problem ? { text: link.problem, at: (link.problemAt ?? new Date()).toISOString() } : null,
    canStoreSecrets: canSeal(),
  };
}

const NEEDS_SECRETS = "Vul de API-sleutel en het ondertekengeheim van Thuisbezorgd in.";
export const NO_ENCRYPTION_KEY =
  "De sleutels kunnen nu niet veilig worden bewaard: op de server ontbreekt de versleutelingssleutel (ENCRYPTION_KEY). Er is niets opgeslagen. Vraag de beheerder van Bestelinfo om die in te stellen.";

/**
 * "Test de koppeling": a JET-shaped order (JET's published example, with this restaurant's location
 * id and products), signed with the stored key and secret exactly as JET signs, POSTed over HTTP to
 * this restaurant's own order webhook. Its id marks it a test: read whole, never kept or confirmed.
 */
async function testLink(hostId: number, link: MarketplaceLink, secrets: LinkSecrets): Promise<string> {
  const db = getDb();
  const [host, menu] = await Promise.all([getHost(db, { hostId }), listMarketplaceMenu(db, { hostId })]);
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const products = menu.slice(0, 2);
  const items = products.length
    ? products.map((p) => ({ name: p.name, description: "", plu: p.plu, price: p.price, notes: "", children: [] }))
    : undefined;
  const cart = products.reduce((sum, p) => sum + p.price, 0);
  const order = jetExampleOrder({
    id: `${TEST_ORDER_PREFIX}${crypto.randomUUID()}`,
    posLocationId: link.externalId,
    created_at: String(Math.floor(Date.now() / 1000)),
    ...(items
      ? {
          type: "collection-by-customer",
          items,
          collector: { first_name: "Test", last_name: "Bestelinfo", phone_number: "", phone_masking_code: "" },
          collect_at: String(Math.floor(Date.now() / 1000) + 20 * 60),
          payment: { items_in_cart: { inc_tax: cart, tax: 0 }, adjustments: [], final: { inc_tax: cart, tax: 0 } },
          total: cart,
        }
      : {}),
  });
  const body = JSON.stringify(order);
  const env = getEnv();
  let answer: { status: number; body: string };
  try {
    answer = await postToWebhook(
      `http://127.0.0.1:${String(env.PORT)}/api/thuisbezorgd/hook/order`,
      `${host.perma}.${env.PLATFORM_DOMAIN}:${String(env.PORT)}`,
      body,
      { authorization: secrets.apiKey, "x-jet-connect-hash": jetHashHeader(body, secrets.secret) },
    );
  } catch {
    throw new ServiceError("De testbestelling kwam niet aan bij je bord: de server gaf geen antwoord.", 503);
  }
  let parsed: { message?: string; test?: { lines: number; amount: number; flags: string[] } } = {};
  try {
    parsed = JSON.parse(answer.body) as typeof parsed;
  } catch {
    // no JSON: the status says it
  }
  if (answer.status !== 200 || !parsed.test)
    throw new ServiceError(
      `De testbestelling werd geweigerd (${String(answer.status)}): ${parsed.message ?? "onbekende fout"}`,
      409,
    );
  const t = parsed.test;
  const flags = t.flags.length ? ` Let op: ${t.flags.join("; ")}.` : "";
  return `De koppeling werkt: een testbestelling zoals Thuisbezorgd die stuurt (ondertekend met je sleutel en geheim, voor locatie ${link.externalId}) is gelezen — ${String(t.lines)} ${t.lines === 1 ? "regel" : "regels"}, ${formatEuro(t.amount)}. Er is niets op je bord gezet en niets aan Thuisbezorgd gemeld.${flags}${link.active ? "" : " De koppeling staat nog uit."}`;
}

export async function saveThuisbezorgdLink({
  hostId,
  actor,
  input,
}: {
  hostId: number;
  actor: Actor;
  input: ThuisbezorgdLinkInput;
}): Promise<{ intent: ThuisbezorgdLinkInput["intent"]; message: string }> {
  const db = getDb();
  const link = await getMarketplaceLink(db, { hostId });
  if (input.intent === "test") {
    const secrets = link ? linkSecrets(link) : null;
    if (!link || !secrets) throw new ServiceError(NEEDS_SECRETS, 409);
    return { intent: input.intent, message: await testLink(hostId, link, secrets) };
  }
  if ((input.apiKey || input.secret) && !canSeal()) throw new ServiceError(NO_ENCRYPTION_KEY, 409);
  const simulatorLink = Boolean(link && !link.tokenEncrypted && !link.secretEncrypted && jetSimulatorBase());
  const hasKey = Boolean(input.apiKey ?? link?.tokenEncrypted) || simulatorLink;
  const hasSecret = Boolean(input.secret ?? link?.secretEncrypted) || simulatorLink;
  if (input.active && (!hasKey || !hasSecret)) {
    throw new ServiceError(NEEDS_SECRETS, 400, {
      ...(hasKey ? {} : { apiKey: "Verplicht om de koppeling aan te zetten." }),
      ...(hasSecret ? {} : { secret: "Verplicht om de koppeling aan te zetten." }),
    });
  }
  const organisationId = await db.transaction(async (trx) => {
    await saveMarketplaceLink(trx, {
      hostId,
      externalId: input.restaurantId,
      active: input.active,
      token: input.apiKey ? { encrypted: sealSecret(input.apiKey), last4: input.apiKey.slice(-4) } : undefined,
      secretEncrypted: input.secret ? sealSecret(input.secret) : undefined,
    });
    return syncOrganisationMarketplace(trx, { hostId });
  });
  // secrets appear in the log only as "set", never their value
  await recordAudit(db, {
    hostId,
    organisationId,
    actor,
    area: "orders",
    summary: "Thuisbezorgd-koppeling opgeslagen",
    changes: [
      {
        field: "thuisbezorgdRestaurant",
        label: "Thuisbezorgd-restaurant",
        old: link?.externalId ?? null,
        new: input.restaurantId,
      },
      {
        field: "thuisbezorgdActive",
        label: "Thuisbezorgd-koppeling",
        old: link ? (link.active ? "Aan" : "Uit") : null,
        new: input.active ? "Aan" : "Uit",
      },
      ...(input.apiKey
        ? [{ field: "thuisbezorgdKey", label: "API-sleutel", old: link?.tokenEncrypted ? "x" : null, new: "x" }]
        : []),
      ...(input.secret
        ? [
            {
              field: "thuisbezorgdSecret",
              label: "Ondertekengeheim",
              old: link?.secretEncrypted ? "x" : null,
              new: "x",
            },
          ]
        : []),
    ].filter((c) => c.old !== c.new || c.new === "x"),
  });
  return {
    intent: input.intent,
    message: input.active
      ? "De Thuisbezorgd-koppeling is opgeslagen en staat aan."
      : "De Thuisbezorgd-koppeling is opgeslagen en staat uit.",
  };
}
