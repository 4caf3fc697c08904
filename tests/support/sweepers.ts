// The files that run a sweep over every restaurant in their own process (the marketplace watchdog's
// rounds, escalation, planned release, retention), and the files whose rows such a sweep would take
// (a marketplace order waiting for its confirmation, a planned order, a late one), run one at a time
// even with two vitest workers (decision 095): each holds a PostgreSQL advisory lock from before its
// first hook to after its last. Other files run beside them; their rows are none of a sweep's business.
import pg from "pg";
import { afterAll, beforeAll } from "vitest";

const LOCK = "SELECT pg_advisory_lock(hashtext('bestelinfo-tests:sweeps'))";

/** Call at the top of the file, before its own beforeAll: the file waits for the others to finish. */
export function runsAloneAmongSweepers(): void {
  let client: pg.Client | undefined;
  // waits while another such file runs (minutes, on a loaded machine)
  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(LOCK);
  }, 900_000);
  // the lock goes with the connection
  afterAll(async () => {
    await client?.end();
  });
}
