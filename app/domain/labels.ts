/** A value paired with the Dutch text the UI shows for it. */
export interface Labeled<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/**
 * Looks a label up in one of the domain's tables. Unknown values give null
 * rather than the raw value so a caller cannot show an untranslated id by
 * accident; it must decide what to show instead.
 */
export function labelOf(table: ReadonlyArray<Labeled>, value: string): string | null {
  return table.find((entry) => entry.value === value)?.label ?? null;
}
