// Host header → tenant. `{perma}.{PLATFORM_DOMAIN}` or a host's own domain is a restaurant; the apex
// (and www.) is the platform; an unknown subdomain is "unknown" (Dutch 404); anything else is null:
// not ours, not served as a tenant.
import type { Tenant, TenantHost } from "~/context";
import { findHostByDomain, findHostByPerma } from "~/models/hosts.server";
import { singleton } from "~/utils/singleton.server";
import { ttlCache } from "~/utils/ttl-cache.server";

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

export function clearTenantCache(): void {
  cache.clear();
}

export async function resolveTenant(hostname: string | null, platformDomain: string): Promise<Tenant | null> {
  if (!hostname) return null;
  const apex = platformDomain.toLowerCase();
  if (hostname === apex || hostname === `www.${apex}`) return { kind: "platform" };
  if (hostname.endsWith(`.${apex}`)) {
    const perma = hostname.slice(0, -(apex.length + 1));
    if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(perma)) return { kind: "unknown", hostname };
    const host = await cache.get(`p:${perma}`, () => findHostByPerma(perma));
    return host ? { kind: "host", host } : { kind: "unknown", hostname };
  }
  const host = await cache.get(`d:${hostname}`, () => findHostByDomain(hostname));
  return host ? { kind: "host", host } : null;
}
