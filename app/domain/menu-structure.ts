// The menu's structure as the owner arranges it on /admin/products (docs/issues/015.md §1): the tabs in their
// order (hosts.menu), hidden tabs (hosts.settings.hiddenTabs), the 'extra' tab, and products moved
// up or down within a tab. Pure rules; the service applies them in one transaction.

import { ORDER_STALE, sameSet } from "./menu-order";

export type Direction = "up" | "down";

export const TAB_NAME_MAX = 40;
export const TAB_NAME_EMPTY = "Geef de tab een naam.";
export const TAB_NAME_TOO_LONG = `Een tabnaam is hoogstens ${TAB_NAME_MAX} tekens.`;
export const TAB_NAME_TAKEN = "Er is al een tab met deze naam.";
export const TAB_NAME_EXTRA = "De naam 'extra' is voor de extra's; kies een andere naam.";
export const TAB_UNKNOWN = "Deze tab bestaat niet (meer). Ververs de pagina.";
export const TAB_EXTRA_FIXED = "De tab 'extra' staat altijd als laatste en houdt zijn naam.";

/** 'extra' (any case, spaces around) is the tab of the extras: always last, never renamed. */
export function isExtraTab(tab: string): boolean {
  return tab.trim().toLowerCase() === "extra";
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase("nl") === b.trim().toLocaleLowerCase("nl");

/** `list` with the item at `index` one place up or down; the same list (a copy) at either end or for an index out of range. */
export function moveItem<T>(list: readonly T[], index: number, direction: Direction): T[] {
  const out = [...list];
  const to = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || index >= out.length || to < 0 || to >= out.length) return out;
  [out[index], out[to]] = [out[to], out[index]];
  return out;
}

/**
 * The tabs in the order the customer sees them: the host's menu order, then tabs only products
 * name (alphabetically), 'extra' last. Each once; the host's menu may list tabs without products.
 */
export function tabOrder(menu: readonly string[], productTabs: Iterable<string>): string[] {
  const listed: string[] = [];
  for (const t of menu) if (!isExtraTab(t) && !listed.includes(t)) listed.push(t);
  const others = [...new Set(productTabs)];
  const unlisted = others.filter((t) => !listed.includes(t) && !isExtraTab(t)).sort((a, b) => a.localeCompare(b, "nl"));
  const extras = [...new Set([...menu.filter(isExtraTab), ...others.filter(isExtraTab)])];
  return [...listed, ...unlisted, ...extras];
}

/** The Dutch refusal for a new tab name, or null. `except` is the tab being renamed (its own name, in another case, is fine). */
export function tabNameError(name: string, tabs: readonly string[], except?: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return TAB_NAME_EMPTY;
  if (trimmed.length > TAB_NAME_MAX) return TAB_NAME_TOO_LONG;
  if (isExtraTab(trimmed)) return TAB_NAME_EXTRA;
  if (tabs.some((t) => t !== except && same(t, trimmed))) return TAB_NAME_TAKEN;
  return null;
}

export type TabChange =
  | { kind: "add"; name: string }
  | { kind: "rename"; tab: string; name: string }
  | { kind: "move"; tab: string; direction: Direction }
  | { kind: "hide"; tab: string; hidden: boolean }
  /** A drag: every tab but 'extra', each once, in their new order. */
  | { kind: "order"; order: string[] };

export interface TabState {
  /** Every tab in order (tabOrder), 'extra' last if there is one. */
  tabs: string[];
  hidden: string[];
}

/** A refusal with `conflict`: the owner's list was out of date (409), not wrong (400). */
export type TabResult =
  { ok: true; state: TabState; message: string } | { ok: false; message: string; conflict?: true };

/** One change to the tabs, or the Dutch refusal. A rename also renames it in the hidden list. */
export function changeTabs(state: TabState, change: TabChange): TabResult {
  if (change.kind === "add") {
    const error = tabNameError(change.name, state.tabs);
    if (error) return { ok: false, message: error };
    const name = change.name.trim();
    const regular = state.tabs.filter((t) => !isExtraTab(t));
    return {
      ok: true,
      state: { tabs: [...regular, name, ...state.tabs.filter(isExtraTab)], hidden: state.hidden },
      message: `Tab ${name} toegevoegd.`,
    };
  }
  if (change.kind === "order") {
    const regular = state.tabs.filter((t) => !isExtraTab(t));
    if (!sameSet(change.order, regular)) return { ok: false, message: ORDER_STALE, conflict: true };
    return {
      ok: true,
      state: { tabs: [...change.order, ...state.tabs.filter(isExtraTab)], hidden: state.hidden },
      message: "Volgorde van de tabs opgeslagen.",
    };
  }
  const index = state.tabs.indexOf(change.tab);
  if (index < 0) return { ok: false, message: TAB_UNKNOWN };
  if (change.kind === "rename") {
    if (isExtraTab(change.tab)) return { ok: false, message: TAB_EXTRA_FIXED };
    const error = tabNameError(change.name, state.tabs, change.tab);
    if (error) return { ok: false, message: error };
    const name = change.name.trim();
    const tabs = state.tabs.map((t) => (t === change.tab ? name : t));
    const hidden = state.hidden.map((t) => (t === change.tab ? name : t));
    return { ok: true, state: { tabs, hidden }, message: `Tab ${change.tab} heet nu ${name}.` };
  }
  if (change.kind === "move") {
    if (isExtraTab(change.tab)) return { ok: false, message: TAB_EXTRA_FIXED };
    const regular = state.tabs.filter((t) => !isExtraTab(t));
    const moved = moveItem(regular, regular.indexOf(change.tab), change.direction);
    return {
      ok: true,
      state: { tabs: [...moved, ...state.tabs.filter(isExtraTab)], hidden: state.hidden },
      message: `Tab ${change.tab} verplaatst.`,
    };
  }
  const hidden = change.hidden
    ? [...state.hidden.filter((t) => t !== change.tab), change.tab]
    : state.hidden.filter((t) => t !== change.tab);
  return {
    ok: true,
    state: { tabs: state.tabs, hidden },
    message: change.hidden
      ? `Tab ${change.tab} staat niet meer op de menukaart.`
      : `Tab ${change.tab} staat weer op de menukaart.`,
  };
}
