// What the page's live region says after an action (decision 074): the words a screen-reader user
// hears instead of seeing the cart count, the card move or the next checkout step. Pure, so the
// e2e's expected texts and the unit tests read the same functions' rules.
import { formatEuro } from "./pricing";

/** "winkelwagen: 2 artikelen, € 26,75" (or "winkelwagen: leeg"). */
export function cartText(cart: { count: number; subtotal: number }): string {
  if (cart.count === 0) return "winkelwagen: leeg";
  return `winkelwagen: ${cart.count === 1 ? "1 artikel" : `${cart.count} artikelen`}, ${formatEuro(cart.subtotal)}`;
}

/** "Salami toegevoegd — winkelwagen: 2 artikelen, € 26,75". */
export function addedText(name: string, cart: { count: number; subtotal: number }): string {
  return `${name} toegevoegd — ${cartText(cart)}`;
}

/** A cart line's − / +: "Friet: 2 — winkelwagen: …", or "Friet verwijderd — …" at 0. */
export function quantityText(name: string, quantity: number, cart: { count: number; subtotal: number }): string {
  return `${quantity <= 0 ? `${name} verwijderd` : `${name}: ${quantity}`} — ${cartText(cart)}`;
}

const DONE: Record<string, string> = { order: "geaccepteerd", done: "klaar", archive: "afgehaald" };

/** The board's confirmation once an order moved on: "Bestelling 6 geaccepteerd". */
export function advancedText(number: number | string, next: string, deliver: boolean): string {
  const word = next === "archive" && deliver ? "bezorgd" : (DONE[next] ?? "bijgewerkt");
  return `Bestelling ${number} ${word}`;
}

/** A card's main button names its order, its visible word included (2.5.3): "Bestelling 6 accepteren". */
export function advanceButtonName(number: number | string, label: string): string {
  return `Bestelling ${number} ${label.toLowerCase()}`;
}

/** "Stap 2 van 4: Je gegevens". */
export function stepText(index: number, steps: ReadonlyArray<string>): string {
  return `Stap ${index + 1} van ${steps.length}: ${steps[index]}`;
}

/** A refused "Volgende": "Nog 2 velden invullen of verbeteren. Naam: Vul je naam in." */
export function invalidText(messages: ReadonlyArray<string>, firstLabel: string | null): string {
  const count = messages.length === 1 ? "1 veld" : `${messages.length} velden`;
  const first = messages[0] ? ` ${firstLabel ? `${firstLabel}: ` : ""}${messages[0]}` : "";
  return `Nog ${count} invullen of verbeteren.${first}`;
}
