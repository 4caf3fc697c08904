// The forms of /admin/settings/thuisbezorgd (docs/issues/018.md §1): the link (restaurant id at Thuisbezorgd,
// API key and signing secret — left empty, the stored ones stay — and on/off) and "test the link".
import { z } from "zod";
import { UNKNOWN_ACTION } from "~/domain/messages";

const secret = (message: string) =>
  z
    .string()
    .trim()
    .max(200, message)
    .refine((v) => v === "" || /^[\x21-\x7e]{8,200}$/.test(v), message)
    .transform((v) => (v === "" ? null : v));

export const thuisbezorgdLinkSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("link"),
      restaurantId: z
        .string({ message: "Verplicht." })
        .trim()
        .min(1, "Verplicht.")
        .max(64, "Maximaal 64 tekens.")
        .regex(/^[\w.-]+$/, "Alleen letters, cijfers, - en _."),
      apiKey: secret("Ongeldige API-sleutel (8 tot 200 tekens, geen spaties).")
        .optional()
        .transform((v) => v ?? null),
      secret: secret("Ongeldig ondertekengeheim (8 tot 200 tekens, geen spaties).")
        .optional()
        .transform((v) => v ?? null),
      active: z
        .literal("on")
        .optional()
        .transform((v) => v === "on"),
    }),
    z.object({ intent: z.literal("test") }),
  ],
  { error: () => UNKNOWN_ACTION },
);

export type ThuisbezorgdLinkInput = z.output<typeof thuisbezorgdLinkSchema>;

export interface ThuisbezorgdLinkView {
  hostName: string;
  linked: boolean;
  restaurantId: string;
  active: boolean;
  keyLast4: string | null;
  hasSecret: boolean;
  simulator: boolean;
  webhookUrl: string;
  /** Every address JET Connect needs, labelled as JET names them. */
  webhookUrls: Array<{ label: string; url: string }>;
  offline: { since: string; reason: string | null } | null;
  /** The last call JET refused (4xx), until one goes through again. */
  problem: { text: string; at: string } | null;
  /** False in production without ENCRYPTION_KEY: saving a key is refused. */
  canStoreSecrets: boolean;
}
