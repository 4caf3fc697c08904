// /admin/settings, the payments part (issue 5 §8): which methods are offered for pickup and for
// delivery, and the organisation's Mollie key. The key is write-only: it is sealed on the way in
// and only its mode and last 4 characters ever come back out. Admins of this restaurant only;
// requireHostStaff checks them against the tenant, so another restaurant's admin gets 403.
import { hostChanged } from "~/realtime/invalidation.server";
import type { AppLoadContext } from "@remix-run/node";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import { getHost, setHostSetting, type PaymentMethod } from "~/models/hosts.server";
import { getMollieKeyForHost, setMollieKeyForHost } from "~/models/mollie-keys.server";
import type { PaymentSettingsInput } from "~/schemas/payments-staff";
import { ServiceError } from "~/services/errors.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";

const ALL: PaymentMethod[] = ["cash", "pin", "ideal"];

export interface PaymentSettingsView {
  hostName: string;
  pickup: PaymentMethod[];
  deliver: PaymentMethod[];
  mollieKey: { mode: "test" | "live"; last4: string } | null;
}

async function adminHost(context: AppLoadContext, request: Request) {
  return (await requireRestaurantAdmin(context, request)).host;
}

export async function loadPaymentSettings(context: AppLoadContext, request: Request): Promise<PaymentSettingsView> {
  const tenant = await adminHost(context, request);
  const host = await getHost(tenant.id);
  if (!host) throw new ServiceError("Restaurant niet gevonden.", 404);
  const key = await getMollieKeyForHost(tenant.id);
  return {
    hostName: host.name,
    pickup: host.settings.payment?.pickup ?? ALL,
    deliver: host.settings.payment?.deliver ?? ALL,
    mollieKey: key.mode && key.last4 ? { mode: key.mode, last4: key.last4 } : null,
  };
}

/** Saves one of the settings forms for the restaurant `hostId` (the route checked its admin). */
export async function savePaymentSettings(hostId: number, input: PaymentSettingsInput): Promise<{ intent: PaymentSettingsInput["intent"]; message: string }> {
  switch (input.intent) {
    case "methods": {
      await setHostSetting(hostId, "payment", { pickup: input.pickup, deliver: input.deliver });
      await hostChanged(hostId);
      return { intent: input.intent, message: "De betaalwijzen zijn opgeslagen." };
    }
    case "mollie-key": {
      const key = input.mollieKey;
      await setMollieKeyForHost(hostId, { encrypted: sealSecret(key), mode: key.startsWith("live_") ? "live" : "test", last4: key.slice(-4) });
      return { intent: input.intent, message: "De Mollie-sleutel is opgeslagen." };
    }
    case "mollie-key-delete": {
      await setMollieKeyForHost(hostId, null);
      return { intent: input.intent, message: "De Mollie-sleutel is verwijderd." };
    }
  }
}
