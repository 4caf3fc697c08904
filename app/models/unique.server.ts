// PostgreSQL's unique violation (23505), the one way models and services recognise it: a taken
// idempotency key or cart, a printer MAC already in use.
/** True when `err` is a unique violation — on `constraint` when one is named. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: unknown; constraint?: unknown } | null;
  return e?.code === "23505" && (constraint === undefined || e.constraint === constraint);
}
