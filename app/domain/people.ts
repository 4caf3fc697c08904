// What a screen calls a person when it names them (decision 084): one rule for customers, one for
// staff, instead of a fallback chain written per screen. Both start from `displayName` (the name they
// go by, else first and last name); a customer is then known by phone, a staff member by e-mail
// (their login) — and the number reads as staff read numbers (`formatPhone`). Pure.
//   customerLabel({ name: " ", phone: "+31612345678" }, "Klant") → "06-12345678"
//   staffLabel({ firstName: "Anna", lastName: "de Vries", email: "a@x.nl" }, "Medewerker") → "Anna de Vries"
//   staffLabel({ email: null, phone: null, id: 7 }) → "#7"
import { displayName } from "./customers";
import { formatPhone } from "./phone-format";

interface Person {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  id?: number;
}

const blankToNull = (s: string | null | undefined): string | null => (s?.trim() ? s.trim() : null);

const lastResort = (person: Person, fallback: string | undefined): string =>
  fallback ?? (person.id === undefined ? "" : `#${person.id}`);

/** A customer: the name, else the phone number, else the e-mail address, else `fallback` (or `#id`). */
export function customerLabel(person: Person, fallback?: string): string {
  return (
    displayName(person) ??
    (blankToNull(person.phone) ? formatPhone(person.phone) : null) ??
    blankToNull(person.email) ??
    lastResort(person, fallback)
  );
}

/** A staff member: the name, else the e-mail address (their login), else the phone, else `fallback` (or `#id`). */
export function staffLabel(person: Person, fallback?: string): string {
  return (
    displayName(person) ??
    blankToNull(person.email) ??
    (blankToNull(person.phone) ? formatPhone(person.phone) : null) ??
    lastResort(person, fallback)
  );
}
