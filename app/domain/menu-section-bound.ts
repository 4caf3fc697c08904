// How tall a menu section can be, at most, on the narrowest phone (decision 115). The browser skips a
// section out of sight (`content-visibility: auto`: not styled, laid out or painted until it comes near)
// and lets it stand at this height meanwhile. Never less than the real height: a skipped section taller
// than its stand-in lays what it holds over the next one for a hit test or a screen reader (decision
// 112's board cards). More only costs empty room below the screen until it is drawn.
// The service puts it on each tab's view (`heightBound`); the menu's JS carries none of this.
//   sectionHeightBound({ groups: [{ products: [margherita] }] }) → 19 (rem: 5 + 3 + 10.5, rounded up)
// tests/e2e/menu-sections.spec.ts holds real ≤ bound at 320 px wide, with the longest texts a card can have.

/** What of a menu card (the view's `MenuCardView`) decides its height. */
export interface CardTexts {
  name: string;
  description: string | null;
  allergens: readonly string[];
  flags: readonly string[];
  favorite: boolean;
  soldOut: string | null;
}

/** The text column of a card at 320 px wide (photo and price beside it): about 60 px. */
const NAME_CHARS_PER_LINE = 5; // 16 px semibold
const SMALL_CHARS_PER_LINE = 7; // 12 px
const NAME_LINE_REM = 1.4;
const SMALL_LINE_REM = 1;
const DESCRIPTION_REM = 3; // clamped to two lines, its margin
const FLAG_ROW_REM = 1.75; // one chip a row at that width
const PHOTO_REM = 5.5;
const PRICE_COLUMN_REM = 8; // "vanaf", the struck price, the price and the button
const CARD_PADDING_REM = 2.5; // padding, ring and the grid's gap
const SECTION_HEAD_REM = 5;
const GROUP_HEAD_REM = 3;

const lines = (chars: number, perLine: number) => Math.ceil(chars / perLine) + 1;

/** A card's height at most, in rem. */
export function cardHeightBound(p: CardTexts): number {
  const name = p.name.length + (p.favorite ? " ★ Favoriet".length : 0);
  const allergens = p.allergens.length > 0 ? "Allergenen: ".length + p.allergens.join(", ").length : 0;
  const text =
    lines(name, NAME_CHARS_PER_LINE) * NAME_LINE_REM +
    (p.description ? DESCRIPTION_REM : 0) +
    p.flags.length * FLAG_ROW_REM +
    (allergens > 0 ? lines(allergens, SMALL_CHARS_PER_LINE) * SMALL_LINE_REM : 0);
  const soldOut = p.soldOut ? lines(p.soldOut.length, SMALL_CHARS_PER_LINE) * SMALL_LINE_REM : 0;
  return CARD_PADDING_REM + Math.max(PHOTO_REM, text, PRICE_COLUMN_REM + soldOut);
}

/** A tab's section at most, in rem: its heading, each group's heading and its cards one under another. */
export function sectionHeightBound(tab: { groups: ReadonlyArray<{ products: readonly CardTexts[] }> }): number {
  const rem = tab.groups.reduce(
    (sum, group) => sum + GROUP_HEAD_REM + group.products.reduce((s, p) => s + cardHeightBound(p), 0),
    SECTION_HEAD_REM,
  );
  return Math.ceil(rem);
}
