// /admin/kortingen (docs/issues/020.md §5, decision 050): the restaurant's promotions — list, create, edit,
// switch off. A change reaches the menu's banner at once: the page cache of this restaurant is
// dropped through the existing invalidation (decision 044).
// const page = await loadDiscounts({ hostId }); await saveDiscounts({ hostId, input });
import { getDb } from "~/db.server";
import { describeWhen, discountWhat, type Discount } from "~/domain/discounts";
import {
  DISCOUNT_CODE_CONSTRAINT,
  insertDiscount,
  listDiscounts,
  setDiscountActive,
  updateDiscount,
} from "~/models/discounts.server";
import { listTabsAndGroups } from "~/models/menu-structure.server";
import { isUniqueViolation } from "~/models/unique.server";
import { menuChanged } from "~/realtime/invalidation.server";
import type { DiscountFormInput } from "~/schemas/discounts";
import { DISCOUNT_ID } from "~/schemas/discounts";
import { ServiceError } from "~/services/errors.server";

export const CODE_TAKEN = "Deze code bestaat al bij dit restaurant.";

interface DiscountRowView extends Discount {
  /** "25 % korting op Pizza's". */
  what: string;
  /** "vr, za · 17:00–20:00 · alleen afhalen". */
  when: string;
}

export async function loadDiscounts({ hostId }: { hostId: number }) {
  const db = getDb();
  const [discounts, menu] = await Promise.all([
    listDiscounts(db, { hostId, current: false }),
    listTabsAndGroups(db, { hostId }),
  ]);
  const rows: DiscountRowView[] = discounts.map((d) => ({ ...d, what: discountWhat(d), when: describeWhen(d) }));
  return { discounts: rows, tabs: menu.tabs, groups: [...new Set(menu.groups.map((g) => g.group))].sort() };
}

export async function saveDiscounts({ hostId, input }: { hostId: number; input: DiscountFormInput }) {
  const db = getDb();
  if (input.intent === "switch") {
    if (!(await setDiscountActive(db, { hostId, id: input.id, active: input.active })))
      throw new ServiceError(DISCOUNT_ID, 404);
    await menuChanged(hostId);
    return { intent: input.intent, message: input.active ? "De korting staat aan." : "De korting staat uit." };
  }
  try {
    if (input.id === null) await insertDiscount(db, { hostId, d: input.fields });
    else if (!(await updateDiscount(db, { hostId, id: input.id, d: input.fields })))
      throw new ServiceError(DISCOUNT_ID, 404);
  } catch (err) {
    if (isUniqueViolation(err, DISCOUNT_CODE_CONSTRAINT)) throw new ServiceError(CODE_TAKEN, 409, { code: CODE_TAKEN });
    throw err;
  }
  await menuChanged(hostId);
  return { intent: input.intent, message: input.id === null ? "Korting toegevoegd." : "Korting opgeslagen." };
}
