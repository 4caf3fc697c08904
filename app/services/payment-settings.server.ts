// /admin/settings, the payments part (docs/issues/005.md §8): which methods are offered for pickup and for
// delivery, and the organisation's Mollie key. The key is write-only: it is sealed on the way in
// and only its mode and last 4 characters ever come back out. Admins of this restaurant only;
// requireHostStaff checks them against the tenant, so another restaurant's admin gets 403.
import { hostChanged } from "~/realtime/invalidation.server";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import { getHost, setHostSetting, type PaymentMethod } from "~/models/hosts.server";
import { getMollieKeyForHost, setMollieKeyForHost } from "~/models/mollie-keys.server";
import type { PaymentSettingsInput } from "~/schemas/payments-staff";
import { ServiceError } from "~/services/errors.server";
import { getDb } from "~/db.server";
import { auditDiff, type AuditChange } from "~/domain/audit";
import { paymentMethodName } from "~/domain/constants";
import { recordAudit, type Actor } from "~/services/audit-log.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

const ALL: PaymentMethod[] = ["cash", "pin", "ideal"];

export interface PaymentSettingsView {
  hostName: string;
  pickup: PaymentMethod[];
  deliver: PaymentMethod[];
  mollieKey: { mode: "test" | "live"; last4: string } | null;
}

export async function loadPaymentSettings({ hostId }: { hostId: number }): Promise<PaymentSettingsView> {
  const host = await getHost(getDb(), { hostId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  const key = await getMollieKeyForHost(getDb(), { hostId });
  return {
    hostName: host.name,
    pickup: host.settings.payment?.pickup ?? ALL,
    deliver: host.settings.payment?.deliver ?? ALL,
    mollieKey: key.mode && key.last4 ? { mode: key.mode, last4: key.last4 } : null,
  };
}

/** The audit row of a payments change (docs/issues/016.md §7): the methods in words, the key only as "set" — never its value. */
async function audit(hostId: number, actor: Actor, summary: string, changes: AuditChange[]): Promise<void> {
  const host = await getHost(getDb(), { hostId });
  if (changes.length > 0)
    await recordAudit(getDb(), {
      hostId,
      organisationId: host?.organisationId ?? null,
      actor,
      area: "payments",
      summary,
      changes,
    });
}

const methodNames = (methods: ReadonlyArray<PaymentMethod>) => methods.map(paymentMethodName);

/** Saves one of the settings forms for the restaurant `hostId` (the route checked its admin). */
export async function savePaymentSettings({
  hostId,
  input,
  actor,
}: {
  hostId: number;
  input: PaymentSettingsInput;
  actor: Actor;
}): Promise<{ intent: PaymentSettingsInput["intent"]; message: string }> {
  switch (input.intent) {
    case "methods": {
      const before = (await getHost(getDb(), { hostId }))?.settings.payment;
      await setHostSetting(getDb(), {
        hostId,
        key: "payment",
        value: { pickup: input.pickup, deliver: input.deliver },
      });
      const changes = auditDiff(
        { pickup: methodNames(before?.pickup ?? ALL), deliver: methodNames(before?.deliver ?? ALL) },
        { pickup: methodNames(input.pickup), deliver: methodNames(input.deliver) },
        { pickup: "Betaalwijzen bij afhalen", deliver: "Betaalwijzen bij bezorgen" },
      );
      await audit(hostId, actor, "Betaalwijzen gewijzigd", changes);
      await hostChanged(hostId);
      return { intent: input.intent, message: "De betaalwijzen zijn opgeslagen." };
    }
    case "mollie-key": {
      const key = input.mollieKey;
      const had = (await getMollieKeyForHost(getDb(), { hostId })).last4 !== null;
      await setMollieKeyForHost(getDb(), {
        hostId,
        key: {
          encrypted: sealSecret(key),
          mode: key.startsWith("live_") ? "live" : "test",
          last4: key.slice(-4),
        },
      });
      // "mollieKey" is a secret field: the log shows that it changed, never the key
      await audit(hostId, actor, "Mollie-sleutel ingesteld", [
        { field: "mollieKey", label: "Mollie-sleutel", old: had ? "x" : null, new: "x" },
      ]);
      return { intent: input.intent, message: "De Mollie-sleutel is opgeslagen." };
    }
    case "mollie-key-delete": {
      await setMollieKeyForHost(getDb(), { hostId, key: null });
      await audit(hostId, actor, "Mollie-sleutel verwijderd", [
        { field: "mollieKey", label: "Mollie-sleutel", old: "x", new: null },
      ]);
      return { intent: input.intent, message: "De Mollie-sleutel is verwijderd." };
    }
  }
}
