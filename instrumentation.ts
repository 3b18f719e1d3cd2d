/**
 * Runs once when the server starts: validates configuration, so a missing production setting stops it at
 * once; records each connection's address for per-address limits (lib/http/client-ip.ts); and has pages
 * from the full-page cache sent as bytes encoded once (lib/http/encoded-pages.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvOrExit } = await import("@/lib/check-env");
    checkEnvOrExit();
    const { watchClientAddresses } = await import("@/lib/http/client-ip");
    watchClientAddresses();
    const { ServerResponse } = await import("node:http");
    const { sendCachedPagesAsBytes } = await import("@/lib/http/encoded-pages");
    sendCachedPagesAsBytes(ServerResponse.prototype);
  }
}
