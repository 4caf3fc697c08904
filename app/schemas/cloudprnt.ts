// What a Star CloudPRNT printer sends (Star's poll JSON, and the GET/DELETE query string). Loose on
// purpose: printers add fields per firmware; only what we use is checked. Star's guide: every poll
// field but statusCode may be absent or null, and null means the same as absent (docs/issues/022.md §4).
import { z } from "zod";

export const pollSchema = z.looseObject({
  printerMAC: z.string().max(64).nullish(),
  statusCode: z.string().max(200).nullish(),
  status: z.string().max(200).nullish(),
  printingInProgress: z.boolean().nullish(),
});

export const jobQuerySchema = z.object({
  mac: z.string().max(64),
  type: z.string().max(100).optional(),
  code: z.string().max(200).optional(),
  token: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional(),
  // the printer's repeat of a confirmation it got no answer to (Star: "retry=n")
  retry: z.string().max(10).optional(),
  delete: z.string().optional(),
  key: z.string().max(200).optional(),
});
