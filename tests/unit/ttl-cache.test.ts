import { afterEach, describe, expect, it, vi } from "vitest";
import { ttlCache } from "~/infra/ttl-cache.server";

afterEach(() => vi.useRealTimers());

describe("ttlCache", () => {
  it("shares one load between callers within the TTL, and loads again after it", async () => {
    vi.useFakeTimers();
    const cache = ttlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get("a", load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get("a", load)).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const cache = ttlCache<string, number>(60_000);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });
});
