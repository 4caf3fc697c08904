// A restaurant's address on the platform: its own domain when it has one, else its subdomain.
// hostOrigin({perma: "pizzaroma", url: null}, "http://localhost:3000", "localhost") → "http://pizzaroma.localhost:3000"
export function hostOrigin(
  host: { perma: string; url?: string | null },
  requestUrl: string,
  platformDomain: string,
): string {
  const current = new URL(requestUrl);
  const port = current.port ? `:${current.port}` : "";
  // an own domain cannot resolve on a development machine: link the subdomain there
  if (host.url && platformDomain !== "localhost") return `${current.protocol}//${host.url}`;
  return `${current.protocol}//${host.perma}.${platformDomain}${port}`;
}
