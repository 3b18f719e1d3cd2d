/**
 * Runs once when the server starts: validates configuration, so a missing production secret stops it at
 * once, and has pages from the full-page cache sent as bytes encoded once (lib/http/encoded-pages.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvOrExit } = await import("@/lib/check-env");
    checkEnvOrExit();
    const { ServerResponse } = await import("node:http");
    const { sendCachedPagesAsBytes } = await import("@/lib/http/encoded-pages");
    sendCachedPagesAsBytes(ServerResponse.prototype);
  }
}
