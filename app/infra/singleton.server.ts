// One instance per process, even when the Remix server build and server.ts load this module twice.
// const db = singleton("db", () => createDb(url));
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __bestelinfo?: Record<string, unknown> };
  store.__bestelinfo ??= {};
  if (!(name in store.__bestelinfo)) store.__bestelinfo[name] = create();
  return store.__bestelinfo[name] as T;
}

export function setSingleton<T>(name: string, value: T): T {
  const store = globalThis as unknown as { __bestelinfo?: Record<string, unknown> };
  store.__bestelinfo ??= {};
  store.__bestelinfo[name] = value;
  return value;
}

export function getSingleton<T>(name: string): T | undefined {
  const store = globalThis as unknown as { __bestelinfo?: Record<string, unknown> };
  return store.__bestelinfo?.[name] as T | undefined;
}
