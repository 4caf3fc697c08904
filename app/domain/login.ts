import { PHONE_PREFIX } from "./constants";
import { cleanPhone, displayPhone, validate } from "./validation";

/**
 * Login code characters: uppercase letters and digits without look-alikes
 * (0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V), so a code read from an SMS is
 * typed right the first time. 19 symbols, 4 characters: 130 321 codes;
 * brute force is stopped by the try limits, not by the code space.
 */
export const CODE_ALPHABET = "ACEFHJKMNPRTWXY3479";

/** What the code inputs send: trimmed, uppercased (docs/spec.md §5: "4 single characters, uppercased"). */
export function normaliseCode(raw: string): string {
  return (typeof raw === "string" ? raw : "").trim().toUpperCase();
}

/** docs/spec.md §5/§8: "Ongeldige code" unless exactly 4 characters. */
export function codeError(raw: string): string | null {
  return validate("code", normaliseCode(raw));
}

/**
 * A Dutch mobile number in any common spelling (06…, +316…, with spaces)
 * as the international form the server stores, or null when it is not
 * "06 plus 8 digits" (docs/spec.md §5 mobile rule, message "Ongeldig nummer").
 */
export function parseMobile(raw: string): string | null {
  const national = displayPhone(cleanPhone(typeof raw === "string" ? raw : ""));
  if (validate("mobile", national) !== null || !national.startsWith(PHONE_PREFIX)) return null;
  return cleanPhone(national);
}
