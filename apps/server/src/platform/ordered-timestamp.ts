let lastMicros = 0;

/**
 * Now as an ISO timestamp to the microsecond (PostgreSQL's precision), later than any this process
 * gave before: the wall clock's millisecond, and a count within it, so rows written in one
 * millisecond still sort in the order they happened. Searches answered from memory come a few
 * hundred microseconds apart, and a tie let the search log take a searcher's earlier search for
 * their latest.
 */
export function orderedTimestamp(): string {
  const micros = Math.max(Date.now() * 1000, lastMicros + 1);
  lastMicros = micros;
  const fraction = String(micros % 1000).padStart(3, '0');
  return new Date(Math.floor(micros / 1000)).toISOString().replace('Z', `${fraction}Z`);
}
