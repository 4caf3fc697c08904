// "Importeren van Thuisbezorgd" (docs/issues/018.md §5): the API call of docs/spec.md §7 and the page's CSV form.
import { z } from "zod";
import type { UploadedFile } from "~/schemas/menu-bulk";
import { UNKNOWN_ACTION } from "~/domain/messages";

/** POST /api/thuisbezorgd/get — docs/spec.md §7: token, type "thuisbezorgd" (two test variants also send mac). */
export const thuisbezorgdGetSchema = z.object({
  type: z.literal("thuisbezorgd", { message: 'Onbekend type; verwacht "thuisbezorgd".' }),
  // the app's session token and the test variants' mac: accepted, not needed (the session decides)
  token: z.string().max(2000).optional(),
  mac: z.string().max(200).optional(),
});

const CHOOSE_FILE = "Kies het exportbestand van Thuisbezorgd (CSV).";
const isFile = (v: unknown): v is UploadedFile =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as UploadedFile).arrayBuffer === "function" &&
  typeof (v as UploadedFile).size === "number";

export const exportImportSchema = z.object({
  intent: z.literal("csv", { message: UNKNOWN_ACTION }),
  file: z
    .union([z.custom<UploadedFile>(isFile, { message: CHOOSE_FILE }), z.literal("")], { message: CHOOSE_FILE })
    .optional()
    .transform((f) => (f && (f.size > 0 || f.name !== "") ? f : null)),
});

export interface ImportPageView {
  hostName: string;
  /** An active link: the pull can run. */
  linked: boolean;
}
