import mongoose from "mongoose";
import { createMissingIndexes, EMBEDDED_ENGINE_CONNECTION_OPTIONS } from "@/lib/db/embedded-engine-gaps";
import { env } from "@/lib/env";
import { errorSummary, log } from "@/lib/log";

type Cache = { promise: Promise<typeof mongoose> | null };

// One connection per server process, kept across hot reloads in development.
const globalCache = globalThis as unknown as { __mongoose?: Cache };
const cache: Cache = (globalCache.__mongoose ??= { promise: null });

mongoose.set("strictQuery", true);

/**
 * The models whose schemas opt out of mongoose's index build at every start (`autoIndex: false`: the large
 * collections) get the indexes they lack built once connected, whether compiled before the connection opens
 * or after (embedded-engine-gaps.ts `createMissingIndexes`). Registered once per mongoose instance.
 */
function buildMissingIndexesOnceConnected(): void {
  const connection = mongoose.connection as typeof mongoose.connection & { __missingIndexes?: true };
  if (connection.__missingIndexes) return;
  connection.__missingIndexes = true;
  const build = (model: mongoose.Model<unknown>) => {
    if (model.schema.get("autoIndex") !== false) return;
    createMissingIndexes(model).catch((error: unknown) =>
      log.error({ model: model.modelName, cause: errorSummary(error) }, "Building missing indexes failed"),
    );
  };
  connection.on("open", () => Object.values(connection.models).forEach(build));
  connection.on("model", (model: mongoose.Model<unknown>) => {
    if (connection.readyState === 1) build(model);
  });
}
buildMissingIndexesOnceConnected();

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
      ...EMBEDDED_ENGINE_CONNECTION_OPTIONS,
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
