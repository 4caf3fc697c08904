// The petition's signatures for root's CSV export (docs/issues/020.md §4): every counting signature, in
// batches by id (keyset), with the restaurant whose domain it was signed on.
import type { Knex } from "knex";
import { columns } from "~/db.server";
import type { SignatureCsvInput } from "~/domain/petition";

export async function signatureCsvBatch(
  db: Knex,
  { afterId, limit }: { afterId: number; limit: number },
): Promise<Array<SignatureCsvInput & { id: number }>> {
  return db("petition_signatures as s")
    .leftJoin("hosts as h", "h.id", "s.host_id")
    .whereNotNull("s.verified_at")
    .whereNull("s.withdrawn_at")
    .where("s.id", ">", afterId)
    .orderBy("s.id")
    .limit(limit)
    .select(
      columns({
        id: "s.id",
        verifiedAt: "s.verified_at",
        name: "s.name",
        place: "s.place",
        address: "s.address",
        owner: "s.owner",
        keepInformed: "s.keep_informed",
        hostName: "h.name",
      }),
    );
}
