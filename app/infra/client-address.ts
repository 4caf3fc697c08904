// The address a limit counts a client by (decision 070): an IPv4 address as it is, an IPv6 address
// by its /64 — one subscriber's prefix, which it can fill with as many addresses as it likes, so
// counting each of them would give a guesser an endless supply of fresh addresses.
// addressKey("2001:db8:1:2:aaaa::1") === "2001:db8:1:2::/64"
import net from "node:net";

function expand(ip: string): string[] | null {
  const [head, tail, ...rest] = ip.split("::");
  if (rest.length > 0) return null;
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
}

export function addressKey(ip: string): string {
  const bare = ip.trim().toLowerCase();
  // an IPv4 client on a dual-stack socket: ::ffff:192.0.2.1
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1];
  if (net.isIPv6(bare) && !bare.includes(".")) {
    const groups = expand(bare.split("%")[0]);
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((g) => Number.parseInt(g, 16).toString(16))
        .join(":")}::/64`;
  }
  return bare;
}
