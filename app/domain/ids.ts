// Ids in paths and bodies: a positive whole number that fits PostgreSQL's integer column. Anything
// else ("3000000000", "1e10", "-1", "0x10", " 7", "") is no id at all, so routes answer 404.
// parseId("12") === 12; parseId("3000000000") === null

export const MAX_ID = 2_147_483_647;

/** An id a query may look for (the models'): a larger one can exist nowhere (int4), and pg would refuse it. */
export function isId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;
}

export function parseId(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isInteger(raw) && raw >= 1 && raw <= MAX_ID ? raw : null;
  if (typeof raw !== "string" || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** Text PostgreSQL refuses or a browser cannot have typed: NUL and unpaired UTF-16 surrogates. */
// NUL and lone surrogates: PostgreSQL refuses them in text (a 500), so they never reach a query
// eslint-disable-next-line no-control-regex
const BAD_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text without NUL bytes and broken characters: for what is read leniently, such as a search. */
export function withoutBadCharacters(text: string): string {
  return text.replace(new RegExp(BAD_CHARACTERS.source, "g"), "");
}

export function hasBadCharacters(text: string): boolean {
  return BAD_CHARACTERS.test(text);
}
