/**
 * Runs once when the server starts: validates configuration, so a missing production setting stops it at
 * once; warns when several instances would not share uploads (lib/cache/startup.ts); records each
 * connection's address for per-address limits (lib/http/client-ip.ts); has pages from the full-page cache
 * sent as bytes encoded once (lib/http/encoded-pages.ts); has each page sent whole name its own inline
 * scripts in its Content-Security-Policy (lib/http/page-scripts.ts); and runs the background job worker
 * (lib/jobs) in this process unless JOBS_WORKER=off.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvOrExit } = await import("@/lib/check-env");
    checkEnvOrExit();
    const { warnAboutScaleSetup } = await import("@/lib/cache/startup");
    warnAboutScaleSetup();
    const { watchClientAddresses } = await import("@/lib/http/client-ip");
    watchClientAddresses();
    const { ServerResponse } = await import("node:http");
    const { sendCachedPagesAsBytes } = await import("@/lib/http/encoded-pages");
    sendCachedPagesAsBytes(ServerResponse.prototype);
    // Development renders every page per request and keeps 'unsafe-inline' (lib/http/security-headers.ts).
    if (process.env.NODE_ENV === "production") {
      const { allowEachPageItsInlineScripts } = await import("@/lib/http/page-scripts");
      allowEachPageItsInlineScripts(ServerResponse.prototype);
    }
    if (process.env.JOBS_WORKER !== "off" && process.env.NEXT_PHASE !== "phase-production-build") {
      const { startWorkerInBackground } = await import("@/lib/jobs/worker");
      startWorkerInBackground();
    }
  }
}
