/** docs/spec.md §3: a max of 99 means "as many as you like". */
export const UNLIMITED = 99;

export const DEFAULT_ITEM_COUNT = 5;
export const WIDE_ITEM_COUNT = 10;
export const EXPANDED_ITEM_COUNT = 100;

export interface GroupLimits {
  min: number;
  max: number;
}

export interface NamedGroup extends GroupLimits {
  group?: string;
}

/**
 * Only 1..98 is a real cap: the spec's "required when min>0 or 0<max<99"
 * implies a max of 0 (a max left empty) is no cap, just like 99.
 */
export function hasMax(g: GroupLimits): boolean {
  return g.max > 0 && g.max < UNLIMITED;
}

/** docs/spec.md §5: required when min>0 or 0<max<99. */
export function isRequired(g: GroupLimits): boolean {
  return g.min > 0 || hasMax(g);
}

/**
 * docs/spec.md §5: count>=min and distinct<=max. Count includes repeats, so a
 * doubled topping counts twice towards a minimum but once towards the cap.
 */
export function isValid(g: GroupLimits, chosen: ReadonlyArray<string>): boolean {
  if (chosen.length < g.min) return false;
  return !hasMax(g) || new Set(chosen).size <= g.max;
}

const NONE_ITEMS = new Set(["geen", "zonder", "zonder saus", "geen saus", "kies"]);

function normalise(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The "nothing from this group" choices of docs/spec.md §5. */
export function isNoneItem(name: string): boolean {
  return NONE_ITEMS.has(normalise(name));
}

function isSauceGroup(name: string | undefined): boolean {
  return /saus|sauzen/i.test(name ?? "");
}

/**
 * docs/spec.md §5: only an optional sauce group offers "none"; a required group
 * must get a real choice, and other optional groups are simply left empty.
 */
export function showNoneOption(g: NamedGroup): boolean {
  return !isRequired(g) && isSauceGroup(g.group);
}

/**
 * docs/spec.md §5 choice rules, returning a new list (oldest first):
 * - tapping a chosen item takes it off again. The spec states this for
 *   required groups; optional groups behave the same because a chip that
 *   cannot be switched off by tapping it again surprises everyone. So a name
 *   is never added twice by this function.
 * - a "none" item replaces everything; a real item replaces any "none".
 * - with a cap (0<max<99) the oldest choices make way for the newest.
 */
export function choose(g: NamedGroup, chosen: ReadonlyArray<string>, item: string): string[] {
  if (chosen.includes(item)) return chosen.filter((name) => name !== item);
  if (isNoneItem(item)) return [item];
  const next = [...chosen.filter((name) => !isNoneItem(name)), item];
  if (!hasMax(g)) return next;
  while (new Set(next).size > g.max) next.shift();
  return next;
}

const WIDE_GROUPS = ["groene", "kaas", "calzone", "toppings"];

/**
 * docs/spec.md §2: how many items an include list shows before "meer..". Groups with
 * many small options get more room; matched as a substring so "Extra kaas"
 * and "Toppings pizza" count too.
 */
export function visibleItemCount(groupName: string): number {
  const name = normalise(groupName);
  return WIDE_GROUPS.some((wide) => name.includes(wide)) ? WIDE_ITEM_COUNT : DEFAULT_ITEM_COUNT;
}
