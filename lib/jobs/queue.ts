import { hostname } from "node:os";
import { MongoBackend } from "@agendajs/mongo-backend";
import { Agenda, backoffStrategies } from "agenda";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { claimJobRun } from "@/lib/db/embedded-engine-gaps";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * The durable job queue: jobs are documents in the `jobs` collection, written by whoever enqueues them and
 * run by a worker (Agenda, with its MongoDB backend). A worker takes a due job by locking it with one
 * conditional update, so with several app instances each job runs once; a job whose worker died is taken
 * again once its lock expires; a failed job is tried again with a growing wait (JOBS_RETRY_DELAY_MS, then
 * twice that, ...), five more times at most, and then stays failed for the admin to see.
 */

export const JOBS_COLLECTION = "jobs";

/** Each try of a retried job waits this many times the previous wait. */
const RETRY_FACTOR = 2;
export const MAX_RETRIES = 5;
/** A job running longer than this is taken to be orphaned (its worker died) and is run again. */
const LOCK_LIFETIME_MS = 5 * 60 * 1000;

type Handler = (data: never) => Promise<void>;
type Definition = {
  handler: Handler;
  retries: boolean;
  concurrency: number;
  /** A recurring job: a cron line in a time zone. */
  every?: { cron: () => string; timezone: string };
};

const definitions = new Map<string, Definition>();

/**
 * Declares what a job of this name does. `retries: false` for work that must not be repeated after it failed
 * half way; `every` makes it a recurring job that the worker schedules once (one entry whatever the number of
 * workers).
 */
export function defineJob<T>(
  name: string,
  handler: (data: T) => Promise<void>,
  options: { retries?: boolean; concurrency?: number; every?: Definition["every"] } = {},
): void {
  definitions.set(name, {
    handler: handler as unknown as Handler,
    retries: options.retries ?? true,
    concurrency: options.concurrency ?? 5,
    every: options.every,
  });
}

export type WorkerOptions = {
  name?: string;
  pollMs?: number;
  retryDelayMs?: number;
  /** How long a job may hold its lock (Agenda also keeps a timer of half this per running job). */
  lockLifetimeMs?: number;
};

/** A queue client on the app's database connection; it runs jobs only once `start()` is called. */
export async function createQueue(options: WorkerOptions = {}): Promise<Agenda> {
  await connectToDatabase();
  const agenda = new Agenda({
    name: options.name ?? `${hostname()}:${process.pid}`,
    backend: new MongoBackend({ mongo: mongoose.connection.db!, collection: JOBS_COLLECTION }),
    processEvery: options.pollMs ?? env().JOBS_POLL_MS,
    defaultLockLifetime: options.lockLifetimeMs ?? LOCK_LIFETIME_MS,
    maxConcurrency: 20,
  });
  const retryDelay = options.retryDelayMs ?? env().JOBS_RETRY_DELAY_MS;
  for (const [name, definition] of definitions) {
    agenda.define(
      name,
      async (job) => {
        // Agenda's lock is one conditional findOneAndUpdate; the claim makes it hold on every engine.
        if (await claimJobRun(job.attrs)) await definition.handler(job.attrs.data as never);
      },
      {
        concurrency: definition.concurrency,
        ...(definition.retries
          ? {
              backoff: backoffStrategies.exponential({
                delay: retryDelay,
                factor: RETRY_FACTOR,
                maxRetries: MAX_RETRIES,
              }),
            }
          : {}),
      },
    );
  }
  agenda.on("error", (error: Error) => log.error({ err: error }, "Job queue error"));
  agenda.on("fail", (error: Error | string, job: { attrs: { name: string; failCount?: number | null } }) =>
    log.warn({ err: error, job: job.attrs.name, failures: job.attrs.failCount }, "A job failed"),
  );
  await agenda.ready;
  return agenda;
}

/** Starts running jobs on a queue client, and schedules the recurring ones. */
export async function startQueue(agenda: Agenda): Promise<void> {
  await agenda.start();
  for (const [name, definition] of definitions) {
    if (!definition.every) continue;
    await agenda.every(definition.every.cron(), name, undefined, {
      timezone: definition.every.timezone,
      skipImmediate: true,
    });
  }
}

type Shared = { client?: Promise<Agenda>; worker?: Promise<Agenda> };
const shared: Shared = ((globalThis as unknown as { __jobs?: Shared }).__jobs ??= {});

/** This process's queue client (for enqueuing), made on first use. */
function client(): Promise<Agenda> {
  shared.client ??= createQueue().catch((error: unknown) => {
    shared.client = undefined;
    throw error;
  });
  return shared.client;
}

/**
 * Puts a job on the queue (now, or at `at`). Resolves once it is stored: from then on it survives a restart.
 * Call it after the writes it follows have committed.
 */
export async function enqueue(name: string, data: object, { at }: { at?: Date } = {}): Promise<void> {
  if (!definitions.has(name)) throw new Error(`Unknown job "${name}"`);
  const agenda = await client();
  if (at) await agenda.schedule(at, name, data);
  else await agenda.now(name, data);
}

/** Starts this process's worker (once); later calls get the same one. */
export function startWorker(options: WorkerOptions = {}): Promise<Agenda> {
  shared.worker ??= (async () => {
    const agenda = await createQueue(options);
    await startQueue(agenda);
    log.info({ worker: agenda.attrs.name }, "Job worker started");
    return agenda;
  })().catch((error: unknown) => {
    shared.worker = undefined;
    throw error;
  });
  return shared.worker;
}

/** Stops this process's worker; jobs it was running are unlocked for another worker. */
export async function stopWorker(): Promise<void> {
  const worker = shared.worker;
  shared.worker = undefined;
  if (worker) await (await worker).stop(false);
}

/** Finished one-off jobs are kept this long (the admin's counts and a record of what went), failed ones longer. */
const FINISHED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
const FAILED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

defineJob(
  "jobs.cleanup",
  async () => {
    const jobs = mongoose.connection.db!.collection(JOBS_COLLECTION);
    const now = Date.now();
    await jobs.deleteMany({
      repeatInterval: null,
      nextRunAt: null,
      lockedAt: null,
      lastFinishedAt: { $lt: new Date(now - FINISHED_KEPT_MS) },
      failedAt: null,
    });
    await jobs.deleteMany({
      repeatInterval: null,
      nextRunAt: null,
      lockedAt: null,
      lastFinishedAt: { $lt: new Date(now - FAILED_KEPT_MS) },
    });
  },
  { every: { cron: () => "30 3 * * *", timezone: "Asia/Kolkata" } },
);

export type JobCounts = {
  queued: number;
  failed: number;
  lastRunAt: string | null;
  /** Every job document kept (finished ones for a week, failed ones for a month), recurring ones included. */
  stored: number;
  /** One-off jobs added in the last 24 hours: how fast the collection grows. */
  addedLastDay: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The admin's view of the queue: one-off jobs waiting to run (including those waiting for their next try
 * after a failure), jobs that failed their last try for good, when a job last finished, how many jobs are
 * kept and how many were added in the last day. Agenda stores no creation time, but a job's `_id` is made
 * by the driver when it is inserted, and an ObjectId begins with its creation time.
 */
export async function jobCounts(): Promise<JobCounts> {
  await client();
  const jobs = mongoose.connection.db!.collection(JOBS_COLLECTION);
  const dayAgo = mongoose.Types.ObjectId.createFromTime(Math.floor((Date.now() - DAY_MS) / 1000));
  const [queued, failedOnes, [last], stored, addedLastDay] = await Promise.all([
    jobs.countDocuments({ repeatInterval: null, nextRunAt: { $ne: null } }),
    jobs
      .find(
        { nextRunAt: null, lockedAt: null, failedAt: { $ne: null } },
        { projection: { failedAt: 1, lastFinishedAt: 1 } },
      )
      .toArray(),
    jobs
      .find({ lastFinishedAt: { $ne: null } }, { projection: { lastFinishedAt: 1 } })
      .sort({ lastFinishedAt: -1 })
      .limit(1)
      .toArray(),
    jobs.countDocuments({}),
    jobs.countDocuments({ repeatInterval: null, _id: { $gte: dayAgo } }),
  ]);
  const failed = failedOnes.filter((job) => !job.lastFinishedAt || job.failedAt >= job.lastFinishedAt).length;
  return {
    queued,
    failed,
    lastRunAt: last?.lastFinishedAt ? new Date(last.lastFinishedAt as Date).toISOString() : null,
    stored,
    addedLastDay,
  };
}
