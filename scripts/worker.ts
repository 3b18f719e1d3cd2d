// Runs the background job worker alone (mails after a change, saved-search alerts, the daily digests), for a
// deployment that runs its web servers with JOBS_WORKER=off:
//   npm run worker
// Several may run at once: each job is taken by one of them. Ctrl-C (SIGINT/SIGTERM) stops it after
// unlocking the jobs it was running, for another worker to take.
import { loadSharedCacheHandler } from "@/lib/cache/startup";
import { disconnectFromDatabase } from "@/lib/db";
import { startWorker, stopWorker } from "@/lib/jobs/worker";

async function main() {
  // A listing the daily job expires must leave the pages the web servers share in Redis (REDIS_URL).
  await loadSharedCacheHandler();
  const worker = await startWorker();
  console.log(`[worker] ${worker.attrs.name} running jobs; Ctrl-C stops it`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stopWorker();
    await disconnectFromDatabase();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch(async (error) => {
  console.error(`[worker] failed: ${error instanceof Error ? error.message : error}`);
  await disconnectFromDatabase().catch(() => undefined);
  process.exit(1);
});
