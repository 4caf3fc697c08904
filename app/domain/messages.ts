/**
 * docs/spec.md §2/§8 Dutch texts that more than one layer shows, word for word.
 * Validation messages live with their rules in validation.ts and payment
 * problems in payment-status.ts.
 */
export const NOT_FOUND_TEXT = "Deze pagina niet gevonden";
export const ERROR_TEXT = "Er heeft zich een fout voorgedaan";
export const AUTH_ERROR = "Ongeldige email of wachtwoord.";
export const ORDER_NOT_FOUND = "Helaas - Je bestelling kan niet gevonden worden";
export const CONFIRM_TITLE = "Waarschuwing";
export const LOGIN_TITLE = "Aanmelden";
export const CART_TITLE = "Mijn winkelwagen";
/** A part of the page (a dialog, the cart) that could not load: the connection is gone (the offline page's words). */
export const OFFLINE_TEXT = "Je bent offline. Zodra je weer online bent, kun je verder waar je was.";
export const CART_EMPTY = "Je winkelmandje is leeg";
export const CART_CLEAR_CONFIRM = "Weet je zeker dat je de winkelwagen wilt Leegmaken?";
export const SELF_ORDER_LINK = "Zelf bestellen? klik hier";
/** A form or API call with an intent this screen does not know. */
export const UNKNOWN_ACTION = "Onbekende actie.";
/** The restaurant asked for does not exist (or is not this tenant's). */
export const HOST_NOT_FOUND = "Restaurant niet gevonden.";

/** The error page's text for a status (docs/spec.md §8); a 403 is no error, it says "Geen toegang" (docs/issues/033.md §4). */
export function errorPageText(status: number): string {
  return status === 404 ? NOT_FOUND_TEXT : status === 403 ? NO_ACCESS : ERROR_TEXT;
}

/** An order id that is no order of this restaurant (or no id at all): one refusal everywhere. */
export const ORDER_MISSING = "Bestelling niet gevonden.";

/** A signed-in user whose role does not reach this screen or action: one refusal everywhere (403). */
export const NO_ACCESS = "Geen toegang";
