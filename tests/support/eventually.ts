// One way for every test to wait: ask again until the condition holds, and fail with what was
// awaited when it does not within the deadline. Tests never sleep for a fixed time (decision 086):
// a fixed sleep is too short on a loaded machine and wasted time on an idle one.

export interface EventuallyOptions {
  /** how long to keep asking; 10 s unless told */
  timeoutMs?: number;
  /** pause between two questions; 20 ms unless told */
  intervalMs?: number;
}

/**
 * Resolves with `check`'s first truthy answer; throws `timed out waiting for: <what>` after the
 * deadline. A `check` that throws counts as "not yet" (a server still starting refuses connections);
 * its last error is named in the failure.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T> | T,
  { timeoutMs = 10_000, intervalMs = 20 }: EventuallyOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const answer = await check();
      if (answer) return answer as NonNullable<T>;
      lastError = undefined;
    } catch (e) {
      lastError = e;
    }
    if (Date.now() > deadline) {
      const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : "";
      throw new Error(`timed out after ${String(timeoutMs)} ms waiting for: ${what}${why}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
