/** Finding a product by typing part of its name (the order desk, "Product toevoegen" on the board). */

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** Every word of the query is in the name, case and accents ignored: "marg" finds Margherita, "creme brul" Crème brûlée. An empty query matches all. */
export function matchesQuery(name: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const folded = fold(name);
  return words.every((w) => folded.includes(w));
}
