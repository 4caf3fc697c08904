// The one same-origin rule (docs/issues/013.md §4), for the Express guard before Remix, assertPost in
// routes, and the WebSocket upgrade: an Origin header names the host the request was sent to.
// Hosts only, not schemes: behind Fly's proxy TLS ends before us, so the request looks like http.
export const FOREIGN_ORIGIN = "Dit verzoek komt niet van deze website.";

export function sameOrigin(origin: string, host: string | null | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
