// Host header → tenant. `{perma}.{PLATFORM_DOMAIN}` or a host's own domain is a restaurant; the apex
// (and www.) is the platform; an unknown subdomain is "unknown" (Dutch 404); anything else is null:
// not ours, not served as a tenant.
import type { Tenant, TenantHost } from "~/context";
import { findHostByDomain, findHostByPerma } from "~/models/hosts.server";
import { findPermaRedirect } from "~/models/host-settings.server";
import { singleton } from "~/infra/singleton.server";
import { ttlCache } from "~/infra/ttl-cache.server";
import { getDb } from "~/db.server";

// 5 s: a renamed or paused restaurant shows within seconds, and a burst of requests costs one lookup
// one per process, however many times the module is loaded (server.ts and the Remix build)
const cache = singleton("tenant-cache", () => ttlCache<string, TenantHost | null>(5_000, 10_000));

export function normaliseHostname(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase();
  // strip the port; IPv6 literals ([::1]:3000) keep their brackets
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(host);
  // a port beyond 65535 is no port: URL() would throw on it later, as a 500
  if (!m || (m[2] !== undefined && Number(m[2]) > 65535)) return null;
  const name = m[1].replace(/\.$/, "");
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(name) || name.length > 253) return null;
  return name;
}

// old subdomains that still redirect (docs/issues/016.md §2), cached and dropped like the tenants
const moved = singleton("perma-redirect-cache", () => ttlCache<string, string | null>(5_000, 10_000));

export function clearTenantCache(): void {
  cache.clear();
  moved.clear();
}

/**
 * The hostname an old subdomain moved to (`{new perma}.{PLATFORM_DOMAIN}`) while its 90 days run,
 * or null. Only for a tenant resolveTenant called "unknown": a live restaurant's perma always wins.
 */
export async function movedHostname(
  hostname: string,
  platformDomain: string,
  now = new Date(),
): Promise<string | null> {
  const apex = platformDomain.toLowerCase();
  if (!hostname.endsWith(`.${apex}`)) return null;
  const perma = hostname.slice(0, -(apex.length + 1));
  const target = await moved.get(perma, () => findPermaRedirect(getDb(), { oldPerma: perma, now }));
  return target ? `${target}.${apex}` : null;
}

export async function resolveTenant(hostname: string | null, platformDomain: string): Promise<Tenant | null> {
  if (!hostname) return null;
  const apex = platformDomain.toLowerCase();
  if (hostname === apex || hostname === `www.${apex}`) return { kind: "platform" };
  if (hostname.endsWith(`.${apex}`)) {
    const perma = hostname.slice(0, -(apex.length + 1));
    if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(perma)) return { kind: "unknown", hostname };
    const host = await cache.get(`p:${perma}`, () => findHostByPerma(getDb(), { perma }));
    return host ? { kind: "host", host } : { kind: "unknown", hostname };
  }
  const host = await cache.get(`d:${hostname}`, () => findHostByDomain(getDb(), { domain: hostname }));
  return host ? { kind: "host", host } : null;
}
