// The page cache's documents (decision 044) and the cart's price table end at the next full minute.
// A test that warms one and then asserts it was kept ("hit", the same table) fails when a minute
// ends between the two. Such a test first makes sure its steps fall in one minute: with less than
// `needMs` left of this one, it waits for the next to begin. A wait for the clock's condition, not
// a fixed sleep (decision 086): most of the time it returns at once.

const MINUTE = 60_000;

/** Resolves once at least `needMs` of the current minute is left (10 s unless told). */
export async function minuteRoom(needMs = 10_000): Promise<void> {
  const left = MINUTE - (Date.now() % MINUTE);
  if (left >= needMs) return;
  // a few milliseconds past the boundary: the server's timer and ours read the same clock
  await new Promise((resolve) => setTimeout(resolve, left + 20));
}
