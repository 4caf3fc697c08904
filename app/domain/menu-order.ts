// The order within a tab (docs/issues/015.md §1): the groups of a tab and the products of a group, as the owner
// drags them on /admin/products. A tab's order is its products' sort_order alone; a group stands where
// its first product stands (as the customer's menu shows it, services/home.server.ts), so a new group
// order or a new order within a group is a new order of the tab's products, each group kept together.
// Pure: the service locks the tab's rows and writes the numbers.

/** A drag based on a list that changed meanwhile (another admin, another tab of the browser): 409. */
export const ORDER_STALE = "De volgorde is intussen gewijzigd. Ververs de pagina en probeer het opnieuw.";
export const ORDER_INVALID = "Ongeldige volgorde.";
/** How the owner reads the products without a group. */
export const NO_GROUP = "Zonder groep";

/** A product's group as the order knows it: no group and an empty one are the same group (""). */
export const groupKey = (groupName: string | null): string => groupName ?? "";

export interface Ordered {
  id: number;
  groupName: string | null;
}

/** The groups of a tab in menu order (where each first appears), each with its products in order. */
export function groupsOf<T extends Ordered>(products: readonly T[]): Array<{ key: string; products: T[] }> {
  const groups = new Map<string, T[]>();
  for (const p of products) {
    const list = groups.get(groupKey(p.groupName)) ?? [];
    list.push(p);
    groups.set(groupKey(p.groupName), list);
  }
  return [...groups].map(([key, list]) => ({ key, products: list }));
}

export const sameSet = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));

/** The tab's products in a new group order (`order`: every group key of the tab once), or null when `order` is not that. */
export function orderGroups(products: readonly Ordered[], order: readonly string[]): number[] | null {
  const groups = groupsOf(products);
  if (
    !sameSet(
      order,
      groups.map((g) => g.key),
    )
  )
    return null;
  return order.flatMap((key) => groups.find((g) => g.key === key)?.products.map((p) => p.id) ?? []);
}

/** The tab's products with group `key` in the order `ids` (every product of that group once), or null when `ids` is not that. */
export function orderGroupProducts(products: readonly Ordered[], key: string, ids: readonly number[]): number[] | null {
  const groups = groupsOf(products);
  const group = groups.find((g) => g.key === key);
  if (
    !group ||
    !sameSet(
      ids,
      group.products.map((p) => p.id),
    )
  )
    return null;
  return groups.flatMap((g) => (g.key === key ? [...ids] : g.products.map((p) => p.id)));
}

/**
 * What was moved, for the history: the items outside a longest run kept in their old relative order
 * (one drag moves one item; the others only shift). Items in `after` only, or `before` only, are ignored.
 */
export function movedItems<T>(before: readonly T[], after: readonly T[]): T[] {
  const common = after.filter((x) => before.includes(x));
  const ranks = common.map((x) => before.indexOf(x));
  // longest increasing subsequence of the old positions, O(n²): a tab holds tens of products
  const length = ranks.map(() => 1);
  const previous = ranks.map(() => -1);
  for (let i = 0; i < ranks.length; i++) {
    for (let j = 0; j < i; j++) {
      if (ranks[j] < ranks[i] && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
    }
  }
  const kept = new Set<number>();
  let at = length.indexOf(Math.max(0, ...length));
  while (at >= 0) {
    kept.add(at);
    at = previous[at];
  }
  return common.filter((_, i) => !kept.has(i));
}
