// Orders of one restaurant placed at the same moment share one database transaction (docs/issues/021.md §4,
// decision 051). The gapless number comes from the host's counter row, locked until the order's
// transaction commits — and a commit waits for its WAL flush. One transaction per order therefore
// serialised every order of a restaurant behind one flush each (2.9 orders/s at 50 customers).
// Here, while one batch of a host is in flight, the orders that arrive queue; the next batch takes
// them all and runs each in a savepoint of one transaction: one lock wait and one flush for the lot.
// A failing order rolls back its own savepoint (its number too, so numbers stay gapless); the others
// go on. Nobody hears "placed" before the commit: every answer waits for it.
// The customers of the orders that succeeded become known to the restaurant after the last order,
// in one statement in customer id order (docs/reports/058-growth-at-a-million-orders.md): one round trip
// per batch, not two per order, and no deadlock between two instances' batches.
//
// const order = await inOrderBatch(hostId, (trx) => insertTheOrder(trx), { customerId });
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { linkCustomersToHost } from "~/models/order-batch.server";

/** More than this wait for the next batch: one transaction must not hold the counter for long. */
const MAX_BATCH = 32;

interface Job {
  customerId: number | null;
  work: (trx: Knex.Transaction) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const queues = new Map<number, Job[]>();

/** Runs `work` in a transaction shared with the host's other orders of this moment; resolves after the commit. */
export function inOrderBatch<T>(
  hostId: number,
  work: (trx: Knex.Transaction) => Promise<T>,
  { customerId = null }: { customerId?: number | null } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const queue = queues.get(hostId);
    const job: Job = { customerId, work, resolve: resolve as (value: unknown) => void, reject };
    if (queue) {
      queue.push(job);
      return;
    }
    queues.set(hostId, [job]);
    void drain(hostId);
  });
}

async function drain(hostId: number): Promise<void> {
  const queue = queues.get(hostId)!;
  while (queue.length > 0) await runBatch(hostId, queue.splice(0, MAX_BATCH));
  queues.delete(hostId);
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function runBatch(hostId: number, batch: Job[]): Promise<void> {
  const outcomes: Outcome[] = [];
  try {
    await getDb().transaction(async (trx) => {
      // alone: no savepoint needed (its failure rolls back the transaction, nothing else is in it)
      if (batch.length === 1) outcomes.push({ ok: true, value: await batch[0]!.work(trx) });
      else
        for (const job of batch) {
          try {
            outcomes.push({ ok: true, value: await trx.transaction((savepoint) => job.work(savepoint)) });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      const placedBy = batch.filter((job, i) => outcomes[i]!.ok && job.customerId !== null);
      await linkCustomersToHost(trx, { hostId, customerIds: placedBy.map((job) => job.customerId!) });
    });
  } catch (error) {
    // the commit (or the lone order) failed: nothing of this batch was written
    for (const job of batch) job.reject(error);
    return;
  }
  batch.forEach((job, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) job.resolve(outcome.value);
    else job.reject(outcome.error);
  });
}
