import mongoose, { type Model, type QueryFilter } from "mongoose";
import { env } from "@/lib/env";

type Cache = { promise: Promise<typeof mongoose> | null };

// One connection per server process, kept across hot reloads in development.
const globalCache = globalThis as unknown as { __mongoose?: Cache };
const cache: Cache = (globalCache.__mongoose ??= { promise: null });

mongoose.set("strictQuery", true);

export function databaseUri(): string {
  const uri = env().MONGODB_URI;
  if (!uri) {
    throw new Error(
      "MONGODB_URI is not set. Start the app with `npm run dev` / `npm start` (they launch an embedded database) or set MONGODB_URI.",
    );
  }
  return uri;
}

/**
 * How long a request may wait on an unreachable database before it answers 503: a few seconds against a
 * stopped server and a frozen one (accepting connections, never answering), so no request hangs, while a
 * slow but working query is never cut short. The driver keeps checking the server in the background and
 * carries on by itself when it is back (no restart needed).
 * - heartbeatFrequencyMS + serverMonitoringMode "poll": the driver asks the server "are you there?" every
 *   second, each check waiting at most connectTimeoutMS. A failed check marks the server down and cuts off
 *   the operations waiting on it (they fail with a pool-cleared error, answered 503), so a frozen server
 *   is noticed within about three seconds whatever the operations themselves would have waited.
 * - serverSelectionTimeoutMS: an operation on a server known to be down fails after this.
 * - connectTimeoutMS: opening a connection, and each background check.
 * - socketTimeoutMS: a last bound for a single operation. It is not what catches an outage (the checks
 *   above are), so it is well above any legitimate query, including sorted scans of a large catalogue on
 *   the embedded engine, which has no query planner to speak of.
 * - retryReads false: a read cut off by an outage is not tried a second time, which would double the wait;
 *   the visitor gets the 503 and its Try Again instead. Writes keep the driver's single retry, which on a
 *   replica set makes a write caught by a failover land exactly once.
 * - bufferCommands false: operations fail at once instead of queueing while disconnected.
 */
const DATABASE_TIMEOUTS = {
  serverSelectionTimeoutMS: 2500,
  connectTimeoutMS: 2000,
  heartbeatFrequencyMS: 1000,
  serverMonitoringMode: "poll",
  socketTimeoutMS: 15000,
  retryReads: false,
} as const;

/** Connects once and reuses the connection; a failed attempt is forgotten so the next call retries. */
export async function connectToDatabase(): Promise<typeof mongoose> {
  if (mongoose.connection.readyState === 1) return mongoose;
  cache.promise ??= mongoose
    .connect(databaseUri(), {
      bufferCommands: false,
      autoCreate: false,
      maxPoolSize: 20,
      ...DATABASE_TIMEOUTS,
    })
    .catch((error: unknown) => {
      cache.promise = null;
      throw error;
    });
  return cache.promise;
}

export async function disconnectFromDatabase(): Promise<void> {
  cache.promise = null;
  await mongoose.disconnect();
}

/** Connects and asks the server to answer; throws when the database cannot be reached. */
export async function pingDatabase(): Promise<void> {
  await connectToDatabase();
  await mongoose.connection.db!.admin().ping();
}

/**
 * Counts with the `count` command rather than countDocuments: on MongoDB the same index-backed count
 * without an aggregation pipeline, and on the embedded engine several times cheaper (measured over 10,000
 * listings: about 60 ms against 300 ms). Filters must be built from parsed, typed values: nothing is cast.
 */
export async function countMatching<T>(model: Model<T>, filter: QueryFilter<T>): Promise<number> {
  const result = await model.db.db!.command({ count: model.collection.collectionName, query: filter });
  return result.n as number;
}

/** The tail of the queue of transactions on one key in this process (see inTransaction). */
const transactionQueues = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` as one MongoDB transaction: every write made with the session it is given happens, or none
 * does. Every read and write of the unit must pass that session. The whole of `fn` may run more than once
 * (the driver retries it after a write conflict or another transient error), so it must only touch the
 * database: mail, cache revalidation and the like belong after this resolves, i.e. after the commit.
 *
 * `key` queues the transactions on one thing (e.g. one account) in this server process, one after the
 * other. MongoDB itself refuses one of two transactions writing the same document and the loser runs
 * again, so across servers nothing more is needed; but the embedded database used for development and
 * tests does not detect such conflicts (the later commit silently wins), and queueing also spares the
 * retries. Requires a replica set (MongoDB Atlas is one; the embedded launcher starts one).
 */
export async function inTransaction<T>(
  fn: (session: mongoose.ClientSession) => Promise<T>,
  { key }: { key?: string } = {},
): Promise<T> {
  await connectToDatabase();
  const run = () => mongoose.connection.transaction(fn);
  if (!key) return run();
  const previous = transactionQueues.get(key) ?? Promise.resolve();
  const result = previous.then(run, run);
  const tail = result.catch(() => undefined);
  transactionQueues.set(key, tail);
  void tail.then(() => {
    if (transactionQueues.get(key) === tail) transactionQueues.delete(key);
  });
  return result;
}
