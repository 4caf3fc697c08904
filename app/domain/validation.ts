import { CODE_LENGTH, COUNTRY_PREFIX } from "./constants";

export type Rule =
  "required" | "min8" | "min4" | "max11" | "code" | "time" | "zipcode" | "phone" | "mobile" | "mac" | "email" | "url";

/** docs/spec.md §5, word for word. */
export const MESSAGES: Readonly<Record<Rule, string>> = {
  required: "Verplicht.",
  min8: "Tenminste 8 tekens",
  min4: "Tenminste 4 tekens",
  max11: "Maximaal 11 tekens",
  code: "Ongeldige code",
  time: "Ongeldige tijd",
  zipcode: "Ongeldige postcode",
  phone: "Ongeldig telefoonnummer",
  mobile: "Ongeldig nummer",
  mac: "Ongeldig mac adres",
  email: "Ongeldig e-mail adres.",
  url: "Ongeldig website adres.",
};

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

// Dutch postcodes never start with 0. The letter pairs SA, SD and SS are not
// issued either, but the spec only asks for "4 digits + 2 letters", so they
// pass: rejecting a real customer's address is worse than accepting a typo.
const ZIPCODE = /^[1-9]\d{3} ?[a-z]{2}$/i;

// "10-11 chars starting with 0, digits with optional one hyphen": the length
// includes the hyphen (030-1234567 is 11), and a hyphen must sit between digits.
const PHONE = /^0\d*(-\d+)?$/;

// Only a mobile number can receive the login SMS, and the login field is a
// fixed "06" plus 8 digits, so "exactly 10 digits" is read as 06 + 8 digits.
const MOBILE = /^06\d{8}$/;

// Six hex pairs; the back-reference forces one separator throughout.
const MAC = /^[0-9a-f]{2}([:-])[0-9a-f]{2}(\1[0-9a-f]{2}){4}$/i;

const DOMAIN = String.raw`(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}`;
const EMAIL = new RegExp(String.raw`^[^\s@.](?:[^\s@]*[^\s@.])?@${DOMAIN}$`, "i");
// A restaurant website: http(s) or a bare domain such as www.pizzaroma.nl.
// A host name without a dot is rejected: it cannot be a public website.
const URL_PATTERN = new RegExp(String.raw`^(?:https?://)?${DOMAIN}(?::\d{1,5})?(?:[/?#]\S*)?$`, "i");

/**
 * Counts code points, so "é" or an emoji is one character as the user sees
 * it, not two UTF-16 units as String#length would say.
 */
function length(value: string): number {
  return Array.from(value).length;
}

/**
 * The rule's Dutch message, or null when the value passes.
 *
 * Whitespace policy: `required` and the format rules judge the trimmed value,
 * because stray spaces around a pasted postcode or e-mail are not the user's
 * intent. The length rules (min8, min4, max11) count the raw value, because
 * they guard passwords and free text where every space counts; an empty value
 * fails min8/min4 (a minimum is a minimum), and combining with `required` is
 * only needed for the message. Only `email` and `url` are optional: an empty
 * (or whitespace-only) value passes them and fails every other format rule.
 */
export function validate(rule: Rule, value: string): string | null {
  const raw = typeof value === "string" ? value : "";
  const text = raw.trim();
  const ok = ((): boolean => {
    switch (rule) {
      case "required":
        return text !== "";
      case "min8":
        return length(raw) >= 8;
      case "min4":
        return length(raw) >= 4;
      case "max11":
        return length(raw) <= 11;
      case "code":
        return length(text) === CODE_LENGTH && !/\s/.test(text);
      case "time":
        return TIME_PATTERN.test(text);
      case "zipcode":
        return ZIPCODE.test(text);
      case "phone":
        return text.length >= 10 && text.length <= 11 && PHONE.test(text);
      case "mobile":
        return MOBILE.test(text);
      case "mac":
        return MAC.test(text);
      case "email":
        return text === "" || (EMAIL.test(text) && !text.includes(".."));
      case "url":
        return text === "" || URL_PATTERN.test(text);
    }
  })();
  return ok ? null : MESSAGES[rule];
}

/** Runs rules in order and reports the first failure, as a form field shows one message at a time. */
export function validateAll(rules: ReadonlyArray<Rule>, value: string): string | null {
  for (const rule of rules) {
    const message = validate(rule, value);
    if (message !== null) return message;
  }
  return null;
}

/** docs/spec.md §5: the placeholder customer for walk-in and anonymous orders. */
export const ANONYMOUS_PHONE = "0000000000";
export const ANONYMOUS_LABEL = "Anoniem";

/**
 * docs/spec.md §5 phone cleaning. International numbers keep their "+" and lose
 * spaces, dashes and brackets; a Dutch 10-digit national number becomes
 * +31 without its trunk 0; anything else is returned as bare digits because
 * guessing a country for it would be wrong more often than right.
 */
export function cleanPhone(raw: string): string {
  const text = typeof raw === "string" ? raw.trim() : "";
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+")) return `+${digits}`;
  if (digits.length === 10 && digits.startsWith("0")) {
    return `${COUNTRY_PREFIX}${digits.slice(1)}`;
  }
  return digits;
}

/**
 * The anonymous customer may be stored raw or cleaned (+31000000000), so
 * both spellings are recognised.
 */
export function isAnonymousPhone(raw: string | null | undefined): boolean {
  if (typeof raw !== "string") return false;
  return cleanPhone(raw) === cleanPhone(ANONYMOUS_PHONE);
}

/**
 * The number as a Dutch customer writes it: +31 numbers go back to the
 * national 0-form, the anonymous customer reads "Anoniem" (docs/spec.md §3), and
 * foreign numbers stay international.
 */
export function displayPhone(raw: string): string {
  if (isAnonymousPhone(raw)) return ANONYMOUS_LABEL;
  const clean = cleanPhone(raw);
  if (clean.startsWith(COUNTRY_PREFIX) && clean.length === 12) {
    return `0${clean.slice(COUNTRY_PREFIX.length)}`;
  }
  return clean;
}
