import pLimit, { type LimitFunction } from "p-limit";

/**
 * At most this many cache-missing reads run against the database at once in one process; the rest wait
 * their turn in arrival order. A burst of distinct searches (each a different page) then queues and is
 * answered in order, instead of every query slowing every other until they all time out together. Well
 * below the connection pool (lib/db/connection.ts), so writes and sign-ins always find a connection.
 */
export const CONCURRENT_READS = 6;

const globals = globalThis as { __readQueue?: LimitFunction };
const queue = (globals.__readQueue ??= pLimit(CONCURRENT_READS));

/** Runs `read` when one of the read slots is free. */
export function queuedRead<T>(read: () => Promise<T>): Promise<T> {
  return queue(read);
}

/** Reads running and waiting, for the health answer and tests. */
export function readQueueState() {
  return { running: queue.activeCount, waiting: queue.pendingCount };
}
