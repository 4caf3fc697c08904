// What a Star CloudPRNT printer sends (Star's poll JSON, and the GET/DELETE query string). Loose on
// purpose: printers add fields per firmware; only what we use is checked.
import { z } from "zod";

export const pollSchema = z.looseObject({
  printerMAC: z.string().max(64),
  statusCode: z.string().max(200).optional(),
  status: z.string().max(200).optional(),
  printingInProgress: z.boolean().optional(),
});


export const jobQuerySchema = z.object({
  mac: z.string().max(64),
  type: z.string().max(100).optional(),
  code: z.string().max(200).optional(),
  token: z.string().regex(/^\d{1,12}$/).optional(),
  delete: z.string().optional(),
});
