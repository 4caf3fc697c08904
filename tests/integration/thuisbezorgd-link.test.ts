// docs/issues/034.md §8 (decision 064): in production without ENCRYPTION_KEY the key cannot be sealed — saving
// the Thuisbezorgd link answers a clear Dutch refusal (not a 500) and stores nothing; the page warns.
// `encryptionKey` throws EnvError exactly as env.server does in production without the variable.
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import { saveMarketplaceLink } from "~/models/marketplace.server";
import { ServiceError } from "~/services/errors.server";
import { loadThuisbezorgdLink, NO_ENCRYPTION_KEY, saveThuisbezorgdLink } from "~/services/thuisbezorgd-link.server";
import { receiveJetOrder } from "~/services/thuisbezorgd.server";
import { createHost } from "../../db/factory";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

const missing = vi.hoisted(() => ({ on: false }));
vi.mock("~/env.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/env.server")>();
  return {
    ...real,
    encryptionKey: (...args: Parameters<typeof real.encryptionKey>) => {
      if (missing.on) throw new real.EnvError("ENCRYPTION_KEY is not set.");
      return real.encryptionKey(...args);
    },
  };
});

const actor = { userId: null, userName: "Test", name: "Test" };
const input = (hostId: number) => ({
  intent: "link" as const,
  restaurantId: `roma-${String(hostId)}`,
  apiKey: "abcdefgh-KEY-9876",
  secret: "geheim-geheim-1",
  active: true,
});

describe("without ENCRYPTION_KEY", () => {
  it("refuses in Dutch with 409, stores nothing, and the page says why", async () => {
    const host = await createHost(getDb());
    missing.on = true;
    try {
      const refused = await saveThuisbezorgdLink({ hostId: host.id, actor, input: input(host.id) }).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(ServiceError);
      expect([(refused as ServiceError).status, (refused as ServiceError).message]).toEqual([409, NO_ENCRYPTION_KEY]);
      expect(NO_ENCRYPTION_KEY).toMatch(/^De sleutels kunnen nu niet veilig worden bewaard/);
      expect(await getDb()("marketplace_links").where({ host_id: host.id })).toHaveLength(0);
      expect((await loadThuisbezorgdLink({ hostId: host.id, platformDomain: "bestelinfo.test" })).canStoreSecrets).toBe(
        false,
      );
    } finally {
      missing.on = false;
    }
    expect((await loadThuisbezorgdLink({ hostId: host.id, platformDomain: "bestelinfo.test" })).canStoreSecrets).toBe(
      true,
    );
    await saveThuisbezorgdLink({ hostId: host.id, actor, input: input(host.id) });
    expect(await getDb()("marketplace_links").where({ host_id: host.id })).toHaveLength(1);
  });

  it("a webhook call that meets sealed keys it cannot open is a 404 (no usable link), never a 500", async () => {
    const host = await createHost(getDb());
    await saveThuisbezorgdLink({ hostId: host.id, actor, input: input(host.id) });
    missing.on = true;
    try {
      const refused = await receiveJetOrder({ hostId: host.id, raw: "{}", authorization: "k", hash: null }).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(ServiceError);
      expect((refused as ServiceError).status).toBe(404);
    } finally {
      missing.on = false;
    }
  });

  it("lists every address JET needs for the restaurant", async () => {
    const host = await createHost(getDb());
    await saveMarketplaceLink(getDb(), { hostId: host.id, externalId: `loc-${String(host.id)}`, active: false });
    const view = await loadThuisbezorgdLink({ hostId: host.id, platformDomain: "bestelinfo.test" });
    expect(view.webhookUrls.map((u) => u.url)).toEqual(
      ["order", "cancel", "driver", "offline", "backup"].map(
        (k) => `https://${host.perma}.bestelinfo.test/api/thuisbezorgd/hook/${k}`,
      ),
    );
  });
});
