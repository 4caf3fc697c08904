// docs/spec.md §9 idle timeout: a staff board left alone for 600000 ms reloads its data when someone comes
// back to it, so nobody acts on a stale board.
export const IDLE_TIMEOUT_MS = 600_000;

export function staleOnReturn(lastActiveAt: number, now: number): boolean {
  return now - lastActiveAt >= IDLE_TIMEOUT_MS;
}
