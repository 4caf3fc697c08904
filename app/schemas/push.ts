// A browser's PushSubscription as JSON (PushSubscription.toJSON()), for POST /api/push.
import { z } from "zod";

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: "Ongeldige pushmelding-inschrijving." }).max(1000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/, "Ongeldige pushmelding-inschrijving."),
    auth: z.string().regex(/^[A-Za-z0-9_-]{10,50}={0,2}$/, "Ongeldige pushmelding-inschrijving."),
  }),
});
