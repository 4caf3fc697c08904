// Ordering: pause, escalation, stamp card, the marketplace switch.
// Moved out of host-settings.server.ts (decision 085); the rules are those of decision 021:
// every save locks the restaurant's row, writes, audits (old → new) and sends host.changed after commit.
import { getDb } from "~/db.server";
import { auditDiff } from "~/domain/audit";
import { isPausedAt, pauseEnd } from "~/domain/host-settings";
import { displayPhone, cleanPhone } from "~/domain/validation";
import { getOrganisation } from "~/models/organisations.server";
import {
  listProductChoices,
  setMarketplaceSync,
  updateHostColumns,
  writeHostSetting,
} from "~/models/host-settings.server";
import { type OrderingForm } from "~/schemas/host-settings";
import { type Actor } from "~/services/audit-log.server";
import { pushShopStatus } from "~/services/marketplace-push.server";
import { ServiceError } from "~/services/errors.server";
import { type Saved, requireHost, change, NOTHING, clock } from "~/services/settings/shared.server";
import type { OrderingView } from "~/schemas/settings-view";

export async function loadOrdering({
  hostId,
  now = new Date(),
}: {
  hostId: number;
  now?: Date;
}): Promise<OrderingView> {
  const host = await requireHost(hostId);
  const [products, organisation] = await Promise.all([
    listProductChoices(getDb(), { hostId }),
    getOrganisation(getDb(), { id: host.organisationId }),
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

export async function saveOrdering({
  hostId,
  actor,
  input,
  now = new Date(),
}: {
  hostId: number;
  actor: Actor;
  input: OrderingForm;
  now?: Date;
}): Promise<Saved<OrderingForm["intent"]>> {
  const saved = await saveOrderingChange(hostId, actor, input, now);
  // the pause on Thuisbezorgd too (docs/issues/018.md §4): queued, sent off the request, never fails this answer
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
        await updateHostColumns(trx, {
          hostId,
          values: { paused: true, pausedUntil: until, pauseReason: input.reason },
        });
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
        await updateHostColumns(trx, { hostId, values: { paused: false, pausedUntil: null, pauseReason: null } });
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
          await writeHostSetting(trx, { hostId, key: "escalationMinutes", value: input.minutes });
          await writeHostSetting(trx, { hostId, key: "adminPhone", value: phone });
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
        const products = await listProductChoices(trx, { hostId });
        const unknown = input.productId.find((id) => !products.some((p) => p.id === id));
        if (unknown !== undefined) throw new ServiceError("Product niet gevonden.", 404);
        const chosen = products.filter((p) => input.productId.includes(p.id)).map((p) => p.id);
        const name = (ids: ReadonlyArray<number>) => products.filter((p) => ids.includes(p.id)).map((p) => p.name);
        const changes = auditDiff(
          { reward: name(host.settings.stampRewardProductIds ?? []) },
          { reward: name(chosen) },
          { reward: "Beloning volle stempelkaart" },
        );
        if (changes.length > 0) await writeHostSetting(trx, { hostId, key: "stampRewardProductIds", value: chosen });
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
        const organisation = await getOrganisation(trx, { id: host.organisationId });
        const changes = auditDiff(
          { sync: organisation?.marketplaceSync ?? false },
          { sync: input.sync },
          { sync: "Marktplaats-koppeling" },
        );
        if (changes.length > 0) await setMarketplaceSync(trx, { hostId, on: input.sync });
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
