// The platform's config documents (docs/spec.md §3: keyed by name, with version and update flag): not a
// restaurant's data, so not tenant-scoped; only root changes them (app/services/app-version.server.ts).
import type { Knex } from "knex";

export interface ConfigDocument {
  name: string;
  version: string;
  update: 0 | 1;
  updatedAt: Date;
}

type Row = { name: string; version: string; update_flag: number; updated_at: Date };
const toDoc = (r: Row): ConfigDocument => ({
  name: r.name,
  version: r.version,
  update: r.update_flag === 1 ? 1 : 0,
  updatedAt: r.updated_at,
});

export async function getConfigDocument(db: Knex, { name }: { name: string }): Promise<ConfigDocument | null> {
  const row = await db("config_documents")
    .where({ name })
    .first<Row | undefined>("name", "version", "update_flag", "updated_at");
  return row ? toDoc(row) : null;
}

/** Writes the document (creating it when missing) and gives it back as stored. */
export async function saveConfigDocument(
  db: Knex,
  doc: { name: string; version: string; update: 0 | 1 },
): Promise<ConfigDocument> {
  const [row] = await db("config_documents")
    .insert({ name: doc.name, version: doc.version, update_flag: doc.update })
    .onConflict("name")
    .merge(["version", "update_flag"])
    .returning<Row[]>(["name", "version", "update_flag", "updated_at"]);
  return toDoc(row);
}
