// Waits for the machine's processors to be mostly idle before a measurement that shares them with the
// server under test. Lighthouse runs the browser on the same 2 cores as `next start` and the embedded database;
// after the bench's admin writes the server re-renders the pages they marked stale and the database reads its
// whole collection for each, for a minute or more at 10,000 listings. An audit started then measured that
// work as the page's own: /about, with no listing on it, scored 70 against its floor's 89, and Lighthouse's
// benchmark index (its measure of the machine's speed) read 1,200-2,500 against about 2,900 at rest
// (docs/performance.md, "Lighthouse on a busy machine").
import { cpus } from "node:os";

/** Busy and total processor time (ms) of every core, summed, since boot. */
function processorTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** The share (0-1) of processor time that was busy over the next `windowMs`. */
async function busyShareOver(windowMs) {
  const before = processorTimes();
  await new Promise((resolve) => setTimeout(resolve, windowMs));
  const after = processorTimes();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Resolves once `quietWindows` windows of `windowMs` in a row had the processors busy less than `maxBusyShare`
 * of the time, or after `limitMs` at most; answers how long it waited and the last window's busy share, which the
 * bench reports beside the figures (a measurement that ran out of patience says so).
 */
export async function waitForQuietMachine({
  maxBusyShare = 0.2,
  windowMs = 1000,
  quietWindows = 2,
  limitMs = 90_000,
} = {}) {
  const start = Date.now();
  let quiet = 0;
  let share = 0;
  while (quiet < quietWindows) {
    share = await busyShareOver(windowMs);
    quiet = share < maxBusyShare ? quiet + 1 : 0;
    if (Date.now() - start >= limitMs) break;
  }
  return { waitedMs: Date.now() - start, busyShare: Math.round(share * 100) / 100, quiet: quiet >= quietWindows };
}
