// Work in flight per key, shared by whoever asks for the same key meanwhile — but only within one
// generation: after an invalidation (a new generation) a caller starts afresh instead of joining
// work that began before the change and may show the old state (the page cache, decision 044).
// const share = inFlight<Page>(); share(key, generation, () => render(key));

export function inFlight<T>(): (key: string, generation: number, start: () => Promise<T>) => Promise<T> {
  const running = new Map<string, { generation: number; value: Promise<T> }>();
  return (key, generation, start) => {
    const current = running.get(key);
    if (current && current.generation === generation) return current.value;
    const mine = {
      generation,
      value: start().finally(() => {
        if (running.get(key) === mine) running.delete(key);
      }),
    };
    running.set(key, mine);
    return mine.value;
  };
}
