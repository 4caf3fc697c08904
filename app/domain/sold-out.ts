// "Uitverkocht" (docs/issues/015.md §4), pure: until when a tap sells out a product or an include item, and
// what a sold-out include item means for the product around it. Shared by the owner's product list,
// the board's sold-out screen, the menu and the cart.
import { endOfDay } from "./amsterdam-time";

export type SoldOutIntent = "soldout-today" | "soldout" | "available";

/**
 * The one "until" rule: "Uitverkocht" for today lasts until midnight in Amsterdam (endOfDay), the
 * other until someone switches it back ("forever"); "Weer beschikbaar" clears it (null).
 */
export function soldOutUntil(intent: SoldOutIntent, now: Date): Date | "forever" | null {
  if (intent === "available") return null;
  return intent === "soldout-today" ? endOfDay(now) : "forever";
}

interface SoldOutGroup {
  name: string;
  min: number;
  items: ReadonlyArray<{ name: string; soldOut: boolean }>;
}

/** The first required group (a choice must be made) whose every item is sold out: the product cannot be ordered. */
export function unorderableGroup(groups: ReadonlyArray<SoldOutGroup>): string | null {
  const blocked = groups.find((g) => g.min > 0 && g.items.length > 0 && g.items.every((i) => i.soldOut));
  return blocked?.name ?? null;
}

/** The first chosen include item (by group name → item names) that is sold out, or null. */
export function soldOutChoice(
  groups: ReadonlyArray<SoldOutGroup>,
  includes: Readonly<Record<string, readonly string[]>>,
): string | null {
  for (const g of groups) {
    const chosen = includes[g.name];
    if (!chosen?.length) continue;
    const item = g.items.find((i) => i.soldOut && chosen.includes(i.name));
    if (item) return item.name;
  }
  return null;
}
