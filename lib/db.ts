import mongoose, { type Model, type QueryFilter } from "mongoose";
import { env } from "@/lib/env";
import { errorSummary, log } from "@/lib/log";

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
 * How long a request may wait on the database before it answers 503. "Unreachable" must mean it: a
 * stopped server (connections refused) is noticed at once, a frozen one (accepting connections, never
 * answering) within about ten seconds, and a slow but working one, however busy, is waited for. Under
 * heavy load a round trip can take seconds, because the database is busy or because this process's own
 * event loop is late to read the answer; a check that gave up after two seconds reported such a server as
 * down, cut off every operation in flight with it and answered 503 to requests that would have succeeded.
 * - heartbeatFrequencyMS + serverMonitoringMode "poll": the driver asks the server "are you there?" every
 *   second, each check waiting at most connectTimeoutMS. A check that gets no answer marks the server down
 *   and cuts off the operations waiting on it (they fail with a pool-cleared error, answered 503).
 * - connectTimeoutMS: opening a connection, and each background check: ten seconds of silence, which no
 *   working server under any load seen here comes near, is what "frozen" means.
 * - serverSelectionTimeoutMS: an operation on a server known to be down fails after this.
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
  connectTimeoutMS: 10_000,
  heartbeatFrequencyMS: 1000,
  serverMonitoringMode: "poll",
  socketTimeoutMS: 30_000,
  retryReads: false,
} as const;

/**
 * Logs when the driver's checks find the server gone, and when it answers again: one line each way, so an
 * operator sees an outage (and how long it lasted) even when no request happened to fail in it.
 */
function logAvailability(client: mongoose.mongo.MongoClient): void {
  let downSince: number | null = null;
  client.on("serverDescriptionChanged", ({ address, newDescription }) => {
    const down = newDescription.type === "Unknown";
    if (down && downSince === null) {
      downSince = Date.now();
      log.warn({ database: address, cause: errorSummary(newDescription.error) }, "database unreachable");
    } else if (!down && downSince !== null) {
      log.info({ database: address, downForMs: Date.now() - downSince }, "database reachable again");
      downSince = null;
    }
  });
}

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
    .then((connected) => {
      logAvailability(connected.connection.getClient());
      return connected;
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
 * Makes sure the server-side session behind `session` is never used again. The driver keeps a pool of
 * server sessions and hands a released one to the next operation. When a transaction fails because the
 * connection was cut (the pool cleared under load, a stalled server), the driver cannot always abort it
 * on the server, yet it puts the session back in the pool: the next transaction on it then fails with
 * "transaction already in progress for this session" on the embedded engine, for good, and on MongoDB it
 * waits on the orphan's locks until the server expires it. So a session whose transaction did not commit
 * is marked dirty (the pool drops it instead of reusing it), and the server is asked to end it, which on
 * MongoDB aborts the orphaned transaction at once (best effort: the server may be the thing that failed).
 */
function discardServerSession(session: mongoose.ClientSession): void {
  const serverSession = session.serverSession;
  if (!serverSession) return;
  serverSession.isDirty = true;
  const id = session.id;
  if (id) {
    void mongoose.connection.db
      ?.admin()
      .command({ endSessions: [id] })
      .catch(() => undefined);
  }
}

/** One transaction on a session of its own, which ends with it and is discarded unless it committed. */
async function runTransaction<T>(fn: (session: mongoose.ClientSession) => Promise<T>): Promise<T> {
  const session = await mongoose.connection.startSession();
  try {
    // withTransaction commits, retries the whole unit on transient errors and aborts on any other failure.
    return await session.withTransaction(() => fn(session));
  } catch (error) {
    discardServerSession(session);
    throw error;
  } finally {
    await session.endSession().catch(() => undefined);
  }
}

/**
 * Runs `fn` as one MongoDB transaction: every write made with the session it is given happens, or none
 * does. Every read and write of the unit must pass that session. The whole of `fn` may run more than once
 * (the driver retries it after a write conflict or another transient error), so it must only touch the
 * database: mail, cache revalidation and the like belong after this resolves, i.e. after the commit.
 * Check everything that needs no transaction (input, proofs, limits) before calling this: an open
 * transaction costs the database more than a read.
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
  const run = () => runTransaction(fn);
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
