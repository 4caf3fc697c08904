// A browser's PushSubscription as JSON (PushSubscription.toJSON()), for POST /api/push.
import { z } from "zod";

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: "Ongeldige pushmelding-inschrijving." }).max(1000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/, "Ongeldige pushmelding-inschrijving."),
    auth: z.string().regex(/^[A-Za-z0-9_-]{10,50}={0,2}$/, "Ongeldige pushmelding-inschrijving."),
  }),
  /** docs/spec.md §3 user.uuid: the id this browser made for itself (localStorage), to tell devices apart. */
  deviceId: z.uuid({ error: "Ongeldige pushmelding-inschrijving." }).optional(),
});

/** Switching one device off (the staff profile's per-device switch). */
export const pushRemovalSchema = z.object({
  endpoint: z
    .string({ error: "Ongeldige pushmelding-inschrijving." })
    .min(1, "Ongeldige pushmelding-inschrijving.")
    .max(1000, "Ongeldige pushmelding-inschrijving."),
});
