// A bounded in-process memo: at most `maxEntries` keys, the least recently used out first, each
// kept for at most `ttlMs`, and in-flight sharing (many requests for one key cost one load). Unlike
// ttl-cache.server.ts it is meant for data that an event invalidates: `delete`, `deleteWhere` and
// `clear` drop loads still in flight too, so a load that started before an invalidation is answered
// to its callers but never stored (it may hold what the invalidation was about), and nobody asking
// after the invalidation joins it.
// const memo = lruCache<string, Facts>({ ttlMs: 30_000, maxEntries: 10_000 });
// await memo.get("12:3", () => load(12, 3));
export interface LruCache<K, V> {
  get(key: K, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  delete(key: K): void;
  deleteWhere(drop: (key: K) => boolean): void;
  clear(): void;
  readonly size: number;
}

export function lruCache<K, V>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): LruCache<K, V> {
  // a Map iterates in insertion order: re-inserting on every hit keeps the oldest use first
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key, load, keep = () => true) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      if (hit) entries.delete(key);
      const value = load();
      const entry = { at: now, value };
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      value.then(
        (v) => {
          // not to be kept: answered, not stored (an invalidation while it loaded already dropped it)
          if (!keep(v) && entries.get(key) === entry) entries.delete(key);
        },
        // a failed load is not kept
        () => entries.get(key) === entry && entries.delete(key),
      );
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(drop) {
      for (const key of [...entries.keys()]) if (drop(key)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
