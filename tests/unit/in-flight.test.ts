import { describe, expect, it } from "vitest";
import { inFlight } from "~/infra/in-flight";

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("inFlight", () => {
  it("shares one piece of work per key within a generation", async () => {
    const share = inFlight<string>();
    let started = 0;
    const work = deferred<string>();
    const start = () => (started++, work.promise);
    const a = share("menu", 0, start);
    const b = share("menu", 0, start);
    work.resolve("old");
    expect(await Promise.all([a, b])).toEqual(["old", "old"]);
    expect(started).toBe(1);
  });

  it("starts afresh after an invalidation instead of joining work that began before it", async () => {
    const share = inFlight<string>();
    const before = deferred<string>();
    const after = deferred<string>();
    const first = share("menu", 0, () => before.promise);
    const second = share("menu", 1, () => after.promise);
    const third = share("menu", 1, () => Promise.resolve("never started"));
    after.resolve("new");
    before.resolve("old");
    expect(await first).toBe("old");
    expect(await second).toBe("new");
    expect(await third).toBe("new");
  });

  it("forgets finished work, and an older finish never drops the newer work", async () => {
    const share = inFlight<string>();
    const before = deferred<string>();
    const after = deferred<string>();
    const first = share("menu", 0, () => before.promise);
    const second = share("menu", 1, () => after.promise);
    before.resolve("old");
    await first;
    // the generation-1 work is still the one shared
    expect(share("menu", 1, () => Promise.resolve("fresh"))).toBe(second);
    after.resolve("new");
    await second;
    expect(await share("menu", 1, () => Promise.resolve("fresh"))).toBe("fresh");
  });
});
