// The kit's looks as class strings (Tailwind reads them from here): the buttons every screen
// uses and the card a settings form sits in. Decision 085.

/** The main action: filled in the restaurant's colour, 44 px high. */
export const buttonPrimary = "min-h-11 rounded-full bg-primary px-5 font-semibold text-on-primary disabled:opacity-60";
/** The main action on a screen held at arm's length (club, discounts, chains): 48 px high. */
export const buttonPrimaryLarge =
  "min-h-12 rounded-full bg-primary px-5 py-2 font-semibold text-on-primary disabled:opacity-60";
/** A second action beside the main one: outlined. */
export const buttonSecondary =
  "min-h-11 rounded-full border border-stone-400 px-4 font-semibold text-stone-900 hover:bg-stone-100";
/** An action that deletes or cannot be undone: filled red. */
export const buttonDanger = "min-h-11 rounded-full bg-red-800 px-5 font-semibold text-white disabled:opacity-60";
/** A white card with a border, its children spaced. */
export const card = "space-y-3 rounded-xl border border-stone-300 bg-white p-4";
