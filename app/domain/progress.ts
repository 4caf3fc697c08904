// The progress bar of a long save (docs/spec.md §9: "progress bar 5000 ms, throttle 200 ms"): the bar expects
// the work to take 5000 ms and moves at most every 200 ms. One request in one transaction cannot
// report how far it is, so the bar is the expectation: 90 % at 5000 ms, then creeping towards 99 %
// (never full before the answer comes; the answer makes it 100 %).
// progressAt(2500) === 0.45

export const PROGRESS_MS = 5000;
export const PROGRESS_THROTTLE_MS = 200;

export function progressAt(elapsedMs: number): number {
  const t = Math.max(0, elapsedMs);
  if (t <= PROGRESS_MS) return (0.9 * t) / PROGRESS_MS;
  return 0.9 + 0.09 * (1 - Math.exp(-(t - PROGRESS_MS) / PROGRESS_MS));
}
