// Every module that declares jobs, so the worker knows them all.
import "@/lib/jobs/mail";
import "@/lib/alerts/jobs";
import "@/lib/notifications/new-message";
import "@/lib/freshness/jobs";
import "@/lib/insights/price-drop-jobs";
import { log } from "@/lib/log";
import { startWorker, stopWorker, type WorkerOptions } from "@/lib/jobs/queue";

export { startWorker, stopWorker };

/** How long to wait before trying again to start a worker whose database was not reachable. */
const RETRY_START_MS = 10_000;

/**
 * Starts the worker in this process, trying again while the database cannot be reached (a web server
 * starts before its database is up). Never throws.
 */
export function startWorkerInBackground(options: WorkerOptions = {}): void {
  startWorker(options).catch((error: unknown) => {
    log.warn({ err: error }, "The job worker could not start; trying again");
    setTimeout(() => startWorkerInBackground(options), RETRY_START_MS).unref();
  });
}
