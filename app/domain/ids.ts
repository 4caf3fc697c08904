// Ids in paths and bodies: a positive whole number that fits PostgreSQL's integer column. Anything
// else ("3000000000", "1e10", "-1", "0x10", " 7", "") is no id at all, so routes answer 404.
// parseId("12") === 12; parseId("3000000000") === null

export const MAX_ID = 2_147_483_647;

export function parseId(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isInteger(raw) && raw >= 1 && raw <= MAX_ID ? raw : null;
  if (typeof raw !== "string" || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** Text PostgreSQL refuses or a browser cannot have typed: NUL and unpaired UTF-16 surrogates. */
export function hasBadCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
