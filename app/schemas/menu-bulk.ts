// The bulk tools' forms and views (docs/issues/015.md §6): "Prijzen aanpassen", "Keuzegroep kopiëren" and the
// CSV import. Shared by the routes (parse) and the components (what they show).
import { z } from "zod";
import { MAX_ID } from "~/domain/ids";
import type { ImportDiff } from "~/domain/menu-csv-diff";
import type { PricePreview } from "~/domain/price-change";
import { UNKNOWN_ACTION } from "~/domain/messages";

/** A tab, or one group within it: the select's value is this as JSON text. */
export interface PriceScope {
  tab: string;
  group: string | null;
}

const NOTHING_CHOSEN = "Kies eerst een tab of groep.";
const scope = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return null;
    }
  },
  z.object(
    {
      tab: z.string({ message: NOTHING_CHOSEN }).min(1, NOTHING_CHOSEN).max(100, NOTHING_CHOSEN),
      group: z.string({ message: NOTHING_CHOSEN }).max(100, NOTHING_CHOSEN).nullable(),
    },
    { message: NOTHING_CHOSEN },
  ),
);
const checkbox = z
  .union([z.literal("on"), z.literal("1"), z.literal("true"), z.literal("")], { message: "Ongeldige invoer." })
  .optional()
  .transform((v) => v === "on" || v === "1" || v === "true");
const token = z.string({ message: "Bekijk eerst het voorbeeld." }).min(1, "Bekijk eerst het voorbeeld.").max(100);

const priceFields = {
  scope,
  kind: z.enum(["amount", "percent"], { message: "Kies bedrag of percentage." }),
  direction: z.enum(["up", "down"], { message: "Kies verhogen of verlagen." }),
  value: z.string({ message: "Vul een bedrag of percentage in." }).max(20, "Vul een bedrag of percentage in."),
  volumes: checkbox,
};

export const priceChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("preview"), ...priceFields }),
    z.object({ intent: z.literal("apply"), ...priceFields, token }),
  ],
  { message: UNKNOWN_ACTION },
);

const GROUP_NOT_CHOSEN = "Kies de keuzegroep die je wilt kopiëren.";
const PRODUCT_INVALID = "Een van de gekozen producten bestaat niet (meer) bij dit restaurant.";
const TAB_INVALID = "Onbekende tab.";
const ids = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z
    .array(
      z.coerce
        .number({ message: PRODUCT_INVALID })
        .int(PRODUCT_INVALID)
        .min(1, PRODUCT_INVALID)
        .max(MAX_ID, PRODUCT_INVALID),
      { message: PRODUCT_INVALID },
    )
    .max(2000, "Kies minder producten tegelijk."),
);
const tabs = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.string({ message: TAB_INVALID }).max(100, TAB_INVALID), { message: TAB_INVALID }).max(200, TAB_INVALID),
);
const copyFields = {
  groupId: z.coerce
    .number({ message: GROUP_NOT_CHOSEN })
    .int(GROUP_NOT_CHOSEN)
    .min(1, GROUP_NOT_CHOSEN)
    .max(MAX_ID, GROUP_NOT_CHOSEN),
  productIds: ids,
  tabs,
  mode: z.enum(["skip", "replace"], { message: "Kies overslaan of vervangen." }),
};

export const copyGroupSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("preview"), ...copyFields }),
    z.object({ intent: z.literal("apply"), ...copyFields, token }),
  ],
  { message: UNKNOWN_ACTION },
);

/** An uploaded file field: a browser sends an empty, nameless file for an input left empty. */
export interface UploadedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}
const isFile = (v: unknown): v is UploadedFile =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as UploadedFile).arrayBuffer === "function" &&
  typeof (v as UploadedFile).size === "number";
const file = z
  .union([z.custom<UploadedFile>(isFile, { message: "Kies een CSV-bestand." }), z.literal("")], {
    message: "Kies een CSV-bestand.",
  })
  .optional()
  .transform((f) => (f && (f.size > 0 || f.name !== "") ? f : null));

export const importSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("preview"), products: file, groups: file }),
    z.object({ intent: z.literal("apply"), products: file, groups: file, token }),
  ],
  { message: UNKNOWN_ACTION },
);

/** What the bulk tools choose from: tabs with their groups and products, products with their include groups. */
export interface BulkToolsView {
  tabs: Array<{
    name: string;
    groups: string[];
    products: Array<{
      id: number;
      name: string;
      groupName: string | null;
      groups: Array<{ id: number; name: string; items: number }>;
    }>;
  }>;
}

export interface CopyGroupPreview {
  source: { id: number; name: string };
  group: { name: string; items: string[] };
  targets: Array<{ id: number; name: string; tab: string; action: "add" | "replace" | "skip" }>;
  counts: { add: number; replace: number; skip: number };
  token: string;
}

export interface PricePreviewView {
  preview: PricePreview;
  summary: string;
  token: string;
}

export interface ImportPreview {
  diff: ImportDiff;
  groupsGiven: boolean;
  token: string;
}
