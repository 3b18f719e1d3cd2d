/**
 * Runs once when the server starts: validates configuration, so a missing production setting stops it at
 * once; warns when several instances would not share uploads (lib/cache/startup.ts) and when a production
 * server trusts no proxy for client addresses (lib/http/client-ip.ts); and runs the background job worker
 * (lib/jobs) in this process unless JOBS_WORKER=off, after opening the shared page cache (REDIS_URL) its
 * jobs expire pages in.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvOrExit } = await import("@/lib/check-env");
    checkEnvOrExit();
    const { warnAboutScaleSetup } = await import("@/lib/cache/startup");
    warnAboutScaleSetup();
    if (process.env.NEXT_PHASE === "phase-production-build") return;
    const { warnAboutDirectClients } = await import("@/lib/http/client-ip");
    warnAboutDirectClients();
    if (process.env.JOBS_WORKER !== "off") {
      // The jobs expire cached pages (lib/listings/cache.ts): the shared cache must be open before they run.
      const { loadSharedCacheHandler } = await import("@/lib/cache/startup");
      await loadSharedCacheHandler();
      const { startWorkerInBackground } = await import("@/lib/jobs/worker");
      startWorkerInBackground();
    }
  }
}
