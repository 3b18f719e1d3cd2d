import { REDIS_COMMAND_TIMEOUT_MS, redisClient } from "@/lib/redis/index.mjs";

/**
 * One database read per cache miss, however many requests ask for it at once. Without this, twenty visitors
 * opening the same uncached search in the same second run twenty identical queries, each slower for the
 * others, and the page that should have been cached after the first times out for all of them.
 *
 * - In one process, callers of the same key while its read runs share that read's promise.
 * - With a shared cache (Redis, several instances), the first instance to miss takes a short lock and
 *   publishes its result under the key for a few seconds; the others wait for that result instead of
 *   querying the database themselves. Redis failing or slow only costs the sharing: each instance then
 *   reads for itself.
 */
export type RedisLike = {
  isReady: boolean;
  set(
    key: string,
    value: string,
    options: { condition?: "NX"; expiration: { type: "PX"; value: number } },
  ): Promise<string | null>;
  get(key: string): Promise<string | null>;
  del(key: string): Promise<number>;
};

const globals = globalThis as { __singleFlights?: Map<string, Promise<unknown>> };
const flights = (globals.__singleFlights ??= new Map());

/** How long an instance may hold the read of one key before others stop waiting and read themselves. */
const LOCK_MS = 8000;
/** How long a published result stays for instances that are still waiting on it. */
const RESULT_MS = 5000;
/** How often a waiting instance looks for the result. */
const POLL_MS = 40;

/** Runs `read` once for all concurrent callers of `key` in this process. */
export function singleFlight<T>(key: string, read: () => Promise<T>): Promise<T> {
  const running = flights.get(key);
  if (running) return running as Promise<T>;
  const flight = read().finally(() => flights.delete(key));
  flights.set(key, flight);
  return flight;
}

/** The process's Redis connection (lib/redis), while it is up: the one the shared cache uses. */
function sharedClient(): RedisLike | undefined {
  const client = redisClient();
  return client?.isReady ? client : undefined;
}

/** A Redis answer, or undefined when the command failed or took too long. */
function settle<T>(command: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    // Past the bound of one command, this instance stops sharing and reads for itself.
    timer = setTimeout(() => resolve(undefined), REDIS_COMMAND_TIMEOUT_MS);
  });
  return Promise.race([command.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `read` once across the instances sharing a Redis cache (and once per process without one). The
 * result must survive JSON, as everything kept in the data cache does.
 */
export async function singleFlightAcrossInstances<T>(
  key: string,
  read: () => Promise<T>,
  client: RedisLike | undefined = sharedClient(),
): Promise<T> {
  if (!client) return read();
  const lockKey = `odisha-homes:single-flight:lock:${key}`;
  const resultKey = `odisha-homes:single-flight:result:${key}`;
  const owner = await settle(client.set(lockKey, "1", { condition: "NX", expiration: { type: "PX", value: LOCK_MS } }));
  if (owner === "OK") {
    try {
      const value = await read();
      await settle(client.set(resultKey, JSON.stringify(value), { expiration: { type: "PX", value: RESULT_MS } }));
      return value;
    } finally {
      await settle(client.del(lockKey));
    }
  }
  if (owner === undefined) return read();
  // Another instance is reading: wait for its result, or read here once its lock is gone without one.
  const deadline = Date.now() + LOCK_MS;
  while (Date.now() < deadline) {
    const published = await settle(client.get(resultKey));
    if (published) return JSON.parse(published) as T;
    if (published === undefined) break;
    const stillLocked = await settle(client.get(lockKey));
    if (stillLocked === null) {
      // The owner finished between the two looks, or failed: a last look, then read here.
      const late = await settle(client.get(resultKey));
      return late ? (JSON.parse(late) as T) : read();
    }
    await pause(POLL_MS);
  }
  return read();
}
