// infra/lru-cache.server.ts (decision 097): bounded, least recently used out first, a backstop TTL,
// and an invalidation drops a load still in flight (answered to its callers, never stored).
import { afterEach, describe, expect, it, vi } from "vitest";
import { lruCache } from "~/infra/lru-cache.server";

afterEach(() => vi.useRealTimers());

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("lruCache", () => {
  it("shares a load, keeps at most maxEntries and drops the least recently used first", async () => {
    const cache = lruCache<string, string>({ ttlMs: 60_000, maxEntries: 2 });
    const load = vi.fn((key: string) => Promise.resolve(`v-${key}`));
    await Promise.all([cache.get("a", () => load("a")), cache.get("a", () => load("a"))]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("b", () => load("b"));
    await cache.get("a", () => load("a")); // a used again: b is now the oldest
    await cache.get("c", () => load("c"));
    expect(cache.size).toBe(2);
    await cache.get("a", () => load("a"));
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("b", () => load("b"));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("reads again after the TTL", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = lruCache<string, number>({ ttlMs: 30_000, maxEntries: 10 });
    let n = 0;
    expect(await cache.get("k", async () => ++n)).toBe(1);
    vi.setSystemTime(1_000_000 + 29_999);
    expect(await cache.get("k", async () => ++n)).toBe(1);
    vi.setSystemTime(1_000_000 + 30_000);
    expect(await cache.get("k", async () => ++n)).toBe(2);
  });

  it("never stores a load that an invalidation overtook, and nobody after it joins that load", async () => {
    const cache = lruCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    for (const invalidate of [
      () => cache.delete("k"),
      () => cache.deleteWhere((k) => k === "k"),
      () => cache.clear(),
    ]) {
      const old = deferred<string>();
      const first = cache.get("k", () => old.promise);
      invalidate();
      const second = cache.get("k", async () => "new");
      old.resolve("old");
      expect(await first).toBe("old");
      expect(await second).toBe("new");
      expect(await cache.get("k", async () => "newer")).toBe("new");
      cache.clear();
    }
  });

  it("keeps neither a failed load nor a value `keep` refuses", async () => {
    const cache = lruCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("weg")))).rejects.toThrow("weg");
    expect(
      await cache.get(
        "k",
        async () => "staff",
        (v) => v !== "staff",
      ),
    ).toBe("staff");
    await Promise.resolve();
    expect(await cache.get("k", async () => "customer")).toBe("customer");
    expect(await cache.get("k", async () => "other")).toBe("customer");
  });
});
