// The audit log's diff (docs/issues/016.md §7): what changed between two versions of a setting, old → new,
// per field, with secrets never written out. Pure.
// auditDiff({name: "Roma"}, {name: "Pizza Roma"}, {name: "Naam"}) → [{field: "name", label: "Naam", old: "Roma", new: "Pizza Roma"}]

export interface AuditChange {
  field: string;
  label: string;
  old: string | null;
  new: string | null;
}

/** Shown instead of a secret's value: the log says that it changed, never what it is. */
export const REDACTED = "•••• (verborgen)";

/** Field names that hold secrets (Mollie keys, login codes and links, tokens, printer secrets, passwords). */
const SECRET = /secret|token|password|wachtwoord|hash|sleutel|mollie|login|^code$/i;

export function isSecretField(field: string): boolean {
  // "mollieKey", "apiKey", but not "zipcode" or "monkey business"
  return SECRET.test(field) || /(^k|K)ey$/.test(field);
}

/** A value as the log shows it: text, "ja"/"nee", a list joined by ", "; empty is null. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "ja" : "nee";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((v) => auditValue(v) ?? "").join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The fields of `labels` whose shown value differs between `before` and `after`, in the order of
 * `labels`. A secret field (by its name) appears as REDACTED on both sides when it changed. A field
 * missing from `labels` is not compared: the caller names what the log may show.
 */
export function auditDiff(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  labels: Readonly<Record<string, string>>,
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const old = auditValue(before[field]);
    const now = auditValue(after[field]);
    if (old === now) continue;
    if (isSecretField(field))
      changes.push({ field, label, old: old === null ? null : REDACTED, new: now === null ? null : REDACTED });
    else changes.push({ field, label, old, new: now });
  }
  return changes;
}

/** Any secret left in changes someone else built: redacted, so nothing sensitive reaches the table. */
export function redactChanges(changes: ReadonlyArray<AuditChange>): AuditChange[] {
  return changes.map((c) =>
    isSecretField(c.field)
      ? { ...c, old: c.old === null ? null : REDACTED, new: c.new === null ? null : REDACTED }
      : { ...c },
  );
}
