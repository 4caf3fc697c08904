// A product's history (docs/issues/015.md §9), always for one host: who changed what and when.
import type { Knex } from "knex";
import { columns } from "~/db.server";
import { isId } from "~/domain/ids";

export interface ProductHistoryEntry {
  id: number;
  productId: number;
  productName: string;
  version: number;
  userName: string | null;
  action: "created" | "updated" | "deleted" | "duplicated";
  changes: Array<{ field: string; from: string; to: string }>;
  createdAt: Date;
}

export async function insertProductHistory(
  db: Knex,
  entry: {
    hostId: number;
    productId: number;
    productName: string;
    version: number;
    userId: number | null;
    userName: string | null;
    action: ProductHistoryEntry["action"];
    changes: ProductHistoryEntry["changes"];
  },
): Promise<void> {
  await db("product_history").insert({
    host_id: entry.hostId,
    product_id: entry.productId,
    product_name: entry.productName,
    version: entry.version,
    user_id: entry.userId,
    user_name: entry.userName,
    action: entry.action,
    changes: JSON.stringify(entry.changes),
  });
}

/** The product's history, newest first (at most `limit` entries). */
export async function listProductHistory(
  db: Knex,
  { hostId, productId, limit = 50 }: { hostId: number; productId: number; limit?: number },
): Promise<ProductHistoryEntry[]> {
  if (!isId(productId)) return [];
  return db("product_history")
    .where({ host_id: hostId, product_id: productId })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(limit)
    .select<ProductHistoryEntry[]>(
      columns({
        id: "id",
        productId: "product_id",
        productName: "product_name",
        version: "version",
        userName: "user_name",
        action: "action",
        changes: "changes",
        createdAt: "created_at",
      }),
    );
}
