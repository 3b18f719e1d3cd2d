import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { JOBS_COLLECTION, type WorkerOptions } from "@/lib/jobs/queue";
import { startWorker, stopWorker } from "@/lib/jobs/worker";

export { eventually } from "@/test/eventually";

/** Forgets every queued, finished and failed job. */
export async function clearJobs(): Promise<void> {
  await connectToDatabase();
  await mongoose.connection.db!.collection(JOBS_COLLECTION).deleteMany({});
}

/** The stored jobs of one name. */
export async function jobsNamed(name: string) {
  await connectToDatabase();
  return mongoose.connection.db!.collection(JOBS_COLLECTION).find({ name }).toArray();
}

/**
 * Runs this process's job worker during the file's tests, polling often so queued mails and alerts go out
 * within a test's patience (the app's default poll is five seconds). Call it inside a `describe`: its
 * afterAll then stops the worker before the file's database connection is closed.
 */
export function useJobWorker({ pollMs = 100, retryDelayMs = 200 } = {}): void {
  beforeAll(async () => {
    await startWorker(testWorkerOptions({ pollMs, retryDelayMs }));
  });
  afterAll(async () => {
    await stopWorker();
  });
}

/**
 * A worker's settings for tests: quick polls and retries, and a short lock, because Agenda keeps a timer of
 * half the lock's lifetime per job it ran, which would hold Jest open for minutes.
 */
export const testWorkerOptions = (options: WorkerOptions = {}): WorkerOptions => ({
  pollMs: 100,
  retryDelayMs: 200,
  lockLifetimeMs: 10_000,
  ...options,
});
