// A cart line built from the product as the database holds it: priceLine decides the price, so
// the dialog's live price, the cart and the order agree. Pure; cart and checkout both use it.
import { lineProblemText, priceLine, type PricedLine } from "~/domain/line-price";
import { itemDetails } from "~/domain/receipt";
import { soldOutChoice, unorderableGroup } from "~/domain/sold-out";
import type { MenuProduct } from "~/models/products.server";
import type { LineChoice, SessionCartItem } from "~/schemas/cart";

/** `priced` carries the chosen includes with their database prices, for the order's rows. */
export type BuiltLine = { ok: true; item: SessionCartItem; priced: PricedLine } | { ok: false; message: string };

export function unavailableMessage(name: string): string {
  return `${name} is niet meer beschikbaar. Haal het uit je winkelmandje.`;
}

export function soldOutMessage(name: string): string {
  return `${name} is uitverkocht. Haal het uit je winkelmandje.`;
}

/** A chosen include item sold out (docs/issues/015.md §4): named, so the customer knows what to change. */
export function soldOutChoiceMessage(choice: string, product: string): string {
  return `${choice} is uitverkocht. Haal ${product} uit je winkelmandje of kies iets anders.`;
}

/** A required group whose every choice is sold out: the product cannot be ordered. */
export function unorderableMessage(product: string, group: string): string {
  return `${product} is nu niet te bestellen: alles bij ${group} is uitverkocht. Haal het uit je winkelmandje.`;
}

export function buildCartLine(
  product: MenuProduct | null | undefined,
  choice: LineChoice,
  opts: { hostId: number; quantity: number; deliver: boolean; remark?: string | null; fallbackName?: string },
): BuiltLine {
  // a product the restaurant took off the menu, itself or with its tab, is not for sale
  if (!product || !product.active || product.inHiddenTab) {
    return { ok: false, message: unavailableMessage(product?.name ?? opts.fallbackName ?? "Dit product") };
  }
  if (product.soldOut) return { ok: false, message: soldOutMessage(product.name) };
  const blocked = unorderableGroup(product.groups);
  if (blocked !== null) return { ok: false, message: unorderableMessage(product.name, blocked) };
  const soldOutItem = soldOutChoice(product.groups, choice.includes);
  if (soldOutItem !== null) return { ok: false, message: soldOutChoiceMessage(soldOutItem, product.name) };
  const priced = priceLine(
    product,
    {
      quantity: opts.quantity,
      volume: choice.volume,
      variation: choice.variation,
      includes: choice.includes,
      removed: choice.removed,
    },
    { deliver: opts.deliver },
  );
  if (!priced.ok) return { ok: false, message: `${product.name}: ${lineProblemText(priced.problem)}` };
  const half = product.groups.some((g) => g.half);
  const remark = opts.remark?.trim() || undefined;
  return {
    ok: true,
    priced,
    item: {
      _id: product.id,
      name: product.name,
      $name: product.name,
      $subname: priced.subname ?? undefined,
      $description: remark,
      $price: priced.unit,
      $extras: priced.extras,
      $amount: priced.amount,
      $quantity: opts.quantity,
      $volume: choice.volume,
      $variation: choice.variation,
      $include: priced.include.map((i) => i.name),
      // what the cart shows, as the board and the receipt will print it (halves and whole said apart)
      $details: itemDetails({
        includes: priced.include,
        includes2: half ? priced.include2 : null,
        removed: [],
        remark: null,
      }),
      $include2: half ? priced.include2.map((i) => i.name) : undefined,
      $half: half || undefined,
      $price_deliver: product.priceDeliver,
      $price_takeout: product.priceTakeout,
      tab: product.tab,
      group: product.groupName ?? undefined,
      host: opts.hostId,
      // Only the priced choices: a "Geen saus" that is not an item stays out, names are the database's
      choice: {
        volume: choice.volume,
        variation: choice.variation,
        includes: choice.includes,
        removed: priced.removed.map((r) => r.name),
      },
    },
  };
}

/** The line again from a fresh product row, for a mode switch or checkout; quantity and choices kept. */
export function repriceLine(
  item: SessionCartItem,
  product: MenuProduct | undefined,
  opts: { hostId: number; deliver: boolean },
): BuiltLine {
  const built = buildCartLine(product, item.choice, {
    hostId: opts.hostId,
    quantity: item.$quantity,
    deliver: opts.deliver,
    remark: item.$description,
    fallbackName: item.$name,
  });
  return built.ok ? { ...built, item: { ...built.item, $_id: item.$_id } } : built;
}
