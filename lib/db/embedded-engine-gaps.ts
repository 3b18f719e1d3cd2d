import mongoose, {
  type ClientSession,
  type Model,
  type PipelineStage,
  type QueryFilter,
  type SortOrder,
} from "mongoose";
import { findByIdsInOrder } from "@/lib/db/by-ids-in-order";
import { UnavailableError } from "@/lib/errors";
import { errorSummary, log } from "@/lib/log";

/**
 * Everything the code does only because the embedded engine (jongodb, the in-memory MongoDB of development
 * and the tests) lacks something MongoDB has. Each export names the gap it works around. They run on every
 * engine alike, never branching on which one answers, so a suite that passes on the embedded engine ran the
 * same code a real MongoDB runs; on MongoDB each one is correct, only not needed. Domain code calls them
 * where it would otherwise call MongoDB directly, and otherwise reads as plain MongoDB.
 *
 * The gaps were measured against the engine with the driver and mongoose; the figures behind them are in
 * docs/performance.md, docs/jobs.md and docs/real-mongodb.md. Gaps that need no workaround here, only a
 * design that never meets them: no `$push`/`$pull` (a collection of its own per many-to-many fact, such as favourites, and whole-array
 * `$set`), no `$min`/`$max` or positional updates (read, compute, then write over the revision that was read:
 * lib/payments/subscription.ts), no date operators in `$group` (stored keys), no `$text` (keyword tokens,
 * domain/listings/keywords.ts).
 */

// ---------------------------------------------------------------------------------------------------------
// Gap: the `create` command fails. Collections come into being with their first insert instead.

/** Connection options the embedded engine needs: mongoose must not create collections itself. */
export const EMBEDDED_ENGINE_CONNECTION_OPTIONS = { autoCreate: false } as const;

// ---------------------------------------------------------------------------------------------------------
// Gap: `createIndexes` reads the whole collection again even when the index already exists: mongoose's
// automatic build at every start (one call per declared index) kept the engine busy for 10-30 s after a
// server started on 10,000 listings, while the first pages waited on it. MongoDB answers at once for an
// index it has. Listing the indexes first costs a millisecond on both.

/**
 * Builds the indexes `model` declares that the database lacks, and no other. The schemas of the large
 * collections (listings, price spans) set `autoIndex: false`, and lib/db/connection.ts calls this for them
 * once connected.
 */
export async function createMissingIndexes(model: Pick<Model<unknown>, "diffIndexes" | "createIndexes">) {
  const { toCreate } = await model.diffIndexes({ indexOptionsToCreate: true });
  // `toCreate` is an option of mongoose's createIndexes its types do not name: it builds those and no other.
  if (toCreate.length) await model.createIndexes({ toCreate } as Parameters<typeof model.createIndexes>[0]);
}

// ---------------------------------------------------------------------------------------------------------
// Gap: `countDocuments` runs as an aggregation pipeline, several times slower than the `count` command on
// the embedded engine (docs/performance.md). On MongoDB `count` with a filter is the same index-backed count.

/**
 * `model.countDocuments(filter)`, through the `count` command. Filters must be built from parsed, typed values:
 * nothing is cast.
 */
export async function countMatching<T>(model: Model<T>, filter: QueryFilter<T>): Promise<number> {
  const result = await model.db.db!.command({ count: model.collection.collectionName, query: filter });
  return result.n as number;
}

// ---------------------------------------------------------------------------------------------------------
// Gap: `distinct` is slow, some 4 s over 10,000 listings where a `$group` on the same field answers in 0.2 s.
// On MongoDB both read the field's index.

/**
 * `model.distinct(field, filter)` for a field holding one value per document (not an array), through a
 * `$group`; documents without the field add nothing, as with `distinct`. The filter is not cast.
 */
export async function distinctValues<T>(model: Model<T>, field: string, filter: QueryFilter<T> = {}) {
  const rows = await model.aggregate<{ _id: unknown }>([
    { $match: filter as Record<string, unknown> },
    { $group: { _id: `$${field}` } },
  ]);
  return rows.map((row) => row._id).filter((value) => value !== null && value !== undefined);
}

// ---------------------------------------------------------------------------------------------------------
// Gap: a sorted `find` over a whole large collection is slow: the ids of 10,000 listings in the catalogue's
// order take some 9 s through `find` and 1 s through an aggregation with the same `$sort`, and the first dozen
// 3-5 s against about 1 s. Once a filter leaves a few hundred documents the find is the quicker, so callers
// use these for reads of a whole collection only. On MongoDB both walk the index that ends in the sort's keys.

/**
 * `model.find(filter, fields).sort(sort).skip(skip).limit(limit).lean()` for plain fields (their values, no
 * whole documents), through an aggregation. The sort must end in a unique key (`_id`) so pages neither
 * repeat nor skip a document. The filter is not cast.
 */
export async function sortedRows<Row>(
  model: Pick<Model<unknown>, "aggregate">,
  filter: object,
  sort: Record<string, SortOrder>,
  { skip = 0, limit, fields }: { skip?: number; limit: number; fields: Record<string, 1 | 0> },
): Promise<Row[]> {
  if (limit <= 0) return [];
  return model.aggregate<Row>(sortedRowsStages(filter, sort, { skip, limit, fields }));
}

/**
 * sortedRows's stages, for a pipeline of its own or a sub-pipeline of a `$facet` (home's strips ride on the
 * place tallies' pass, lib/listings/reads.ts). `limit` must be positive.
 */
export function sortedRowsStages(
  filter: object,
  sort: Record<string, SortOrder>,
  { skip = 0, limit, fields }: { skip?: number; limit: number; fields: Record<string, 1 | 0> },
): PipelineStage.FacetPipelineStage[] {
  return [
    { $match: filter as Record<string, unknown> },
    { $sort: sort as Record<string, 1 | -1> },
    ...(skip > 0 ? [{ $skip: skip }] : []),
    { $limit: limit },
    { $project: fields },
  ];
}

/**
 * Whole documents in `sort` order, `limit` of them after `skip`: their ids by `sortedRows`, then the
 * documents by id, put back in that order (a document deleted in between is left out).
 */
export async function findInOrder<T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  sort: Record<string, SortOrder>,
  { skip = 0, limit }: { skip?: number; limit: number },
) {
  const rows = await sortedRows<{ _id: unknown }>(model, filter, sort, { skip, limit, fields: { _id: 1 } });
  return findByIdsInOrder(
    model,
    rows.map((row) => row._id),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Gap: `findOneAndDelete` (so mongoose's `findByIdAndDelete`) fails.

/**
 * `model.findOneAndDelete(filter, { session })`: the document as it was, or null. Within a transaction (pass
 * its session) the read and the delete are one unit as the single command would be.
 */
export async function findOneAndDelete<T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  { session }: { session?: ClientSession } = {},
) {
  const found = await model
    .findOne(filter)
    .session(session ?? null)
    .lean();
  if (found) await model.deleteOne(filter, { session });
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Gap: an aggregation scans the whole collection, even one that starts with an `_id` match. MongoDB reads
// the one document through the `_id` index.

/** The collection of document copies that `facetsOfDocument` reads. */
const PROBES = "alert_probes";
/** A copy left behind by a crashed run is removed by a later run once it is this old. */
const PROBE_LIFETIME_S = 60;

/**
 * `collection.aggregate([{ $match: { _id: doc._id } }, { $facet: facets }])`: each facet's results over one
 * stored document. The document is copied, as stored, into a collection of its own and the aggregation runs
 * there, so it reads one document instead of the document's whole collection.
 */
export async function facetsOfDocument(
  doc: { _id: mongoose.Types.ObjectId },
  facets: Record<string, mongoose.PipelineStage.FacetPipelineStage[]>,
): Promise<Record<string, unknown[]>> {
  const probes = mongoose.connection.db!.collection(PROBES);
  const probeId = new mongoose.Types.ObjectId();
  const stale = mongoose.Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - PROBE_LIFETIME_S);
  await probes.deleteMany({ _id: { $lt: stale } });
  await probes.insertOne({ ...doc, _id: probeId });
  try {
    const [result] = await probes
      .aggregate<Record<string, unknown[]>>([{ $match: { _id: probeId } }, { $facet: facets }])
      .toArray();
    return result ?? {};
  } finally {
    await probes.deleteOne({ _id: probeId });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Gap: `findOneAndUpdate` is not atomic, whatever its filter: of 50 parallel `$inc`s conditional on the count
// still fitting, more than the filter allows passed in 370 of 600 tries (324 of 600 with an `_id` filter),
// where `updateOne` with the same filter passed exactly the allowance in 600 of 600. So code that must
// count or claim exactly reads the document, then changes it with an `updateOne` conditional on what it
// read (lib/rate-limit/windows.ts, lib/otp/codes.ts, lib/payments/offer.ts), and checks `modifiedCount`.
// Two workers racing for Agenda's lock on one due job could both take it (docs/jobs.md). A second insert of
// one `_id` is refused (E11000) there as on MongoDB, so a run is claimed by inserting its key.

const RUN_CLAIMS = "job_runs";
const CLAIMS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

type RunAttrs = { _id?: unknown; failCount?: number | null; lastFinishedAt?: Date | null };

/**
 * Whether this worker may run the job it just locked: true for exactly one of the workers that locked the same
 * run. A run's key is the job, its failures so far and its last finish, which racing workers read alike and
 * which change with every retry and every repetition.
 */
export async function claimJobRun(attrs: RunAttrs): Promise<boolean> {
  const key = `${String(attrs._id)}:${attrs.failCount ?? 0}:${attrs.lastFinishedAt?.getTime() ?? 0}`;
  const claims = mongoose.connection.db!.collection<{ _id: string; at: Date }>(RUN_CLAIMS);
  try {
    await claims.insertOne({ _id: key, at: new Date() });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
  if (Math.random() < 0.01) await claims.deleteMany({ at: { $lt: new Date(Date.now() - CLAIMS_KEPT_MS) } });
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Gap: concurrent transactions lose writes. Of two transactions writing one document the later commit
// silently wins instead of failing with a write conflict, and writes racing a commit may vanish
// (docs/real-mongodb.md). So units on one key (one account) run one after another, across every server
// process on the database: they queue in this process, and the head of the queue holds a lease on the key
// in the database while it runs. On MongoDB this only spares the retries a conflict would cost.

/** The collection of cross-process leases. */
const LEASES = "leases";
/** A lease lapses this long after its last renewal, so a crashed holder blocks its key for at most this. */
export const LEASE_TTL_MS = 30_000;
/** The holder renews its lease this often while its unit runs. */
const LEASE_RENEW_MS = 10_000;
/** How long a unit waits for another server's unit on the same key before it gives up (503). */
const LEASE_WAIT_MS = 20_000;

const BUSY_MESSAGE = "This is being updated by another request. Please try again in a moment.";

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
 * Runs `fn` while holding the lease on `key` in the database (connected already), so units on one key run one
 * after another across every server process that shares the database, not only within one. Waits (polling,
 * with backoff) while another holds it, up to LEASE_WAIT_MS, then refuses with a 503 the client can retry.
 * The lease is renewed while `fn` runs and lapses by itself if its holder dies.
 */
export async function withLease<T>(key: string, fn: () => Promise<T>): Promise<T> {
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

/** The tail of the queue of units on one key in this process. */
const keyQueues = new Map<string, Promise<unknown>>();

/**
 * Runs `unit` after every unit on `key` this process started before it, holding the key's lease
 * (`withLease`) while it runs: one unit per key at a time across every process.
 */
export function oneAtATime<T>(key: string, unit: () => Promise<T>): Promise<T> {
  const run = () => withLease(`transaction:${key}`, unit);
  const previous = keyQueues.get(key) ?? Promise.resolve();
  const result = previous.then(run, run);
  const tail = result.catch(() => undefined);
  keyQueues.set(key, tail);
  void tail.then(() => {
    if (keyQueues.get(key) === tail) keyQueues.delete(key);
  });
  return result;
}
