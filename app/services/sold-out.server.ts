// "Uitverkocht" (docs/issues/015.md §4), one service for the owner's product list (/admin/products) and the
// board's sold-out screen (/orders/uitverkocht): a product or an include item sold out for today
// (until midnight in Amsterdam, domain/sold-out soldOutUntil) or until switched back, or available
// again; recorded in the product's history and announced on the bus (menu.changed), so every
// instance drops its cached menu and every customer sees it at once.
import { getDb } from "~/db.server";
import { soldOutUntil } from "~/domain/sold-out";
import { recordSoldOutChange } from "~/models/product-versions.server";
import { setIncludeItemSoldOut, setProductSoldOut } from "~/models/sold-out.server";
import { menuChanged } from "~/realtime/invalidation.server";
import { pushAvailability } from "~/services/marketplace-push.server";
import { ServiceError } from "~/services/errors.server";
import { INCLUDE_ITEM_NOT_FOUND, PRODUCT_NOT_FOUND, type SoldOutForm } from "~/schemas/products";

/** Done; a product or include item not of this restaurant is a thrown 404 (decision 083). */
export interface SoldOutResult {
  intent: string;
  message: string;
  id: number;
  target: "product" | "item";
}

const STATE_TEXT = {
  "soldout-today": "Uitverkocht tot morgen",
  soldout: "Uitverkocht",
  available: "Beschikbaar",
} as const;

export async function setSoldOut(
  hostId: number,
  actor: { userId: number | null; userName: string | null },
  form: SoldOutForm,
  now: Date,
): Promise<SoldOutResult> {
  const until = soldOutUntil(form.intent, now);
  const target = form.target ?? "product";
  const db = getDb();
  let productId: number;
  let field: string;
  if (target === "item") {
    const item = await setIncludeItemSoldOut(db, { hostId, id: form.id, until });
    if (!item) throw new ServiceError(INCLUDE_ITEM_NOT_FOUND, 404);
    productId = item.productId;
    field = `${item.name} (keuze)`;
  } else {
    if (!(await setProductSoldOut(db, { hostId, id: form.id, until }))) {
      throw new ServiceError(PRODUCT_NOT_FOUND, 404);
    }
    productId = form.id;
    field = "Uitverkocht";
  }
  await recordSoldOutChange(db, {
    hostId,
    productId,
    ...actor,
    changes: [{ field, from: "", to: STATE_TEXT[form.intent] }],
  });
  await menuChanged(hostId);
  // Thuisbezorgd sells it too (docs/issues/018.md §4): queued, sent off the request, never fails this answer
  if (target === "product")
    await pushAvailability(hostId, {
      productIds: [productId],
      available: form.intent === "available",
      until: until instanceof Date ? until : null,
    });
  const message =
    form.intent === "available"
      ? "Weer beschikbaar."
      : form.intent === "soldout-today"
        ? "Uitverkocht tot morgen."
        : "Uitverkocht.";
  return { intent: form.intent, message, id: form.id, target };
}
