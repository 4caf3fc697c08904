// /admin/settings/thuisbezorgd (issue 18 §1): a restaurant's link to Thuisbezorgd. The API key and
// the signing secret are sealed on the way in (as the Mollie key) and never come back out: the page
// shows the key's last 4 and whether a secret is set. The organisation's sync flag (SPEC
// `_organisation.tb.sync`) follows: on while any of its restaurants has an active link.
import { getDb } from "~/db.server";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import { jetClient, jetSimulatorBase } from "~/integrations/thuisbezorgd/client.server";
import { getHost } from "~/models/hosts.server";
import { getMarketplaceLink, saveMarketplaceLink, syncOrganisationMarketplace } from "~/models/marketplace.server";
import type { ThuisbezorgdLinkInput, ThuisbezorgdLinkView } from "~/schemas/thuisbezorgd-link";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { linkSecrets } from "~/services/thuisbezorgd.server";

export async function loadThuisbezorgdLink(hostId: number, platformDomain: string): Promise<ThuisbezorgdLinkView> {
  const db = getDb();
  const [host, link] = await Promise.all([getHost(db, hostId), getMarketplaceLink(db, { hostId })]);
  if (!host) throw new ServiceError("Restaurant niet gevonden.", 404);
  const simulator = Boolean(link && !link.tokenEncrypted && !link.secretEncrypted && jetSimulatorBase());
  return {
    hostName: host.name,
    linked: Boolean(link),
    restaurantId: link?.externalId ?? "",
    active: link?.active ?? false,
    keyLast4: link?.tokenLast4 ?? null,
    hasSecret: Boolean(link?.secretEncrypted),
    simulator,
    webhookUrl: `https://${host.perma}.${platformDomain}/api/thuisbezorgd/hook/order`,
    offline: link?.offlineSince ? { since: link.offlineSince.toISOString(), reason: link.offlineReason } : null,
  };
}

const NEEDS_SECRETS = "Vul de API-sleutel en het ondertekengeheim van Thuisbezorgd in.";

export async function saveThuisbezorgdLink(
  hostId: number,
  input: ThuisbezorgdLinkInput,
  actor: Actor,
): Promise<{ intent: ThuisbezorgdLinkInput["intent"]; message: string }> {
  const db = getDb();
  const link = await getMarketplaceLink(db, { hostId });
  if (input.intent === "test") {
    const secrets = link ? linkSecrets(link) : null;
    if (!link || !secrets) throw new ServiceError(NEEDS_SECRETS, 409);
    const ok = await jetClient().checkLink({ apiKey: secrets.apiKey, restaurantId: link.externalId });
    if (!ok)
      throw new ServiceError(
        "Thuisbezorgd gaf geen antwoord of weigerde de sleutel. Controleer het restaurant-id en de API-sleutel.",
        503,
      );
    return {
      intent: input.intent,
      message: link.active ? "De koppeling werkt." : "De koppeling werkt, maar staat uit.",
    };
  }
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
