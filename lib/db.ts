import mongoose, { type Model, type QueryFilter } from "mongoose";
import { env } from "@/lib/env";
import { UnavailableError } from "@/lib/errors";
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
 * without an aggregation pipeline, and on the embedded engine several times cheaper (docs/performance.md).
 * Filters must be built from parsed, typed values: nothing is cast.
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

/** The collection of cross-process leases (see inTransaction's `key`). */
const LEASES = "leases";
/** A lease lapses this long after its last renewal, so a crashed holder blocks its key for at most this. */
export const LEASE_TTL_MS = 30_000;
/** The holder renews its lease this often while its unit runs. */
const LEASE_RENEW_MS = 10_000;
/** How long a unit waits for another server's unit on the same key before it gives up (503). */
export const LEASE_WAIT_MS = 20_000;

export const BUSY_MESSAGE = "This is being updated by another request. Please try again in a moment.";

type LeaseDoc = { _id: string; holder: string; until: Date };

function leases() {
  return mongoose.connection.db!.collection<LeaseDoc>(LEASES);
}

/**
 * Takes the lease on `key` if nobody holds it (or the holder's lease lapsed): one conditional upsert on one
 * document. When the key is held the filter matches nothing, the upsert tries to insert the same _id and
 * the unique _id index refuses it (E11000): someone else has it.
 */
async function tryLease(key: string, holder: string): Promise<boolean> {
  const now = new Date();
  try {
    const result = await leases().updateOne(
      { _id: key, until: { $lt: now } },
      { $set: { holder, until: new Date(now.getTime() + LEASE_TTL_MS) } },
      { upsert: true },
    );
    return result.upsertedCount === 1 || result.modifiedCount === 1;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

/** Gives the lease back; retried a few times when the database does not answer (it lapses anyway). */
async function releaseLease(key: string, holder: string): Promise<void> {
  const attempt = (left: number): Promise<void> =>
    leases()
      .deleteOne({ _id: key, holder })
      .then(() => undefined)
      .catch((error: unknown) => {
        if (left <= 0) {
          log.warn({ key, cause: errorSummary(error) }, "lease not released; it lapses by itself");
          return;
        }
        return new Promise<void>((resolve) => setTimeout(resolve, 1000).unref()).then(() => attempt(left - 1));
      });
  try {
    await leases().deleteOne({ _id: key, holder });
  } catch {
    void attempt(4);
  }
}

/**
 * Runs `fn` while holding the lease on `key` in the database, so units on one key run one after another
 * across every server process that shares the database, not only within one. Waits (polling, with backoff)
 * while another holds it, up to LEASE_WAIT_MS, then refuses with a 503 the client can retry. The lease is
 * renewed while `fn` runs and lapses by itself if its holder dies.
 */
export async function withLease<T>(key: string, fn: () => Promise<T>): Promise<T> {
  await connectToDatabase();
  const holder = new mongoose.Types.ObjectId().toHexString();
  const deadline = Date.now() + LEASE_WAIT_MS;
  let pause = 10;
  while (!(await tryLease(key, holder))) {
    if (Date.now() > deadline) throw new UnavailableError(BUSY_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause));
    pause = Math.min(pause * 2, 200);
  }
  const renew = setInterval(() => {
    void leases()
      .updateOne({ _id: key, holder }, { $set: { until: new Date(Date.now() + LEASE_TTL_MS) } })
      .catch(() => undefined);
  }, LEASE_RENEW_MS);
  renew.unref();
  try {
    return await fn();
  } finally {
    clearInterval(renew);
    await releaseLease(key, holder).catch(() => undefined);
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
 * `key` runs the transactions on one thing (e.g. one account) one after the other, across every server
 * process on the database: they queue in this process, and the head of the queue holds a lease on the key
 * in the database (withLease) while it runs. MongoDB itself refuses one of two transactions writing the
 * same document and the loser runs again; but the embedded database used for development and tests does
 * not detect such conflicts (the later commit silently wins), so without the lease two servers could both
 * take the last visit of a plan. Queueing also spares the retries. Requires a replica set (MongoDB Atlas is
 * one; the embedded launcher starts one).
 */
export async function inTransaction<T>(
  fn: (session: mongoose.ClientSession) => Promise<T>,
  { key }: { key?: string } = {},
): Promise<T> {
  await connectToDatabase();
  if (!key) return runTransaction(fn);
  const run = () => withLease(`transaction:${key}`, () => runTransaction(fn));
  const previous = transactionQueues.get(key) ?? Promise.resolve();
  const result = previous.then(run, run);
  const tail = result.catch(() => undefined);
  transactionQueues.set(key, tail);
  void tail.then(() => {
    if (transactionQueues.get(key) === tail) transactionQueues.delete(key);
  });
  return result;
}
