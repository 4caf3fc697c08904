// A small in-process cache with a time to live and in-flight sharing: many requests for the same
// key within the TTL cost one load. For read-mostly data where a few seconds of staleness is fine.
// const menus = ttlCache<number, Menu>(5_000); await menus.get(hostId, () => getMenu(hostId));
export function ttlCache<K, V>(ttlMs: number, maxEntries = 1_000) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      const now = Date.now();
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { at: now, value });
      // a failed load is not cached
      value.catch(() => entries.get(key)?.value === value && entries.delete(key));
      return value;
    },
    delete(key: K) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
