// How staff read a phone number (lists, the to-do list, receipts, the order desk). Its own module,
// not validation.ts: the menu page loads validation.ts and never shows a number this way.
import { displayPhone } from "./validation";

/** For reading, not for a form field: a Dutch mobile as 06-12345678, other numbers as displayPhone. */
export function formatPhone(raw: string | null | undefined): string {
  if (!raw) return "";
  const national = displayPhone(raw);
  return /^06\d{8}$/.test(national) ? `06-${national.slice(2)}` : national;
}
