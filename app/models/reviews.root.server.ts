// Root sees every restaurant's reviews (docs/issues/020.md §6): newest first, with the restaurant's name.
import type { Knex } from "knex";
import { columns } from "~/db.server";

export interface RootReviewRow {
  id: number;
  hostName: string;
  score: number;
  remark: string | null;
  reply: string | null;
  createdAt: Date;
  orderNumber: number;
}

export async function listAllReviews(db: Knex, { limit }: { limit: number }): Promise<RootReviewRow[]> {
  return db("reviews as r")
    .join("hosts as h", "h.id", "r.host_id")
    .join("orders as o", "o.id", "r.order_id")
    .orderBy([
      { column: "r.created_at", order: "desc" },
      { column: "r.id", order: "desc" },
    ])
    .limit(limit)
    .select<RootReviewRow[]>(
      columns({
        id: "r.id",
        hostName: "h.name",
        score: "r.score",
        remark: "r.remark",
        reply: "r.reply",
        createdAt: "r.created_at",
        orderNumber: "o.number",
      }),
    );
}
