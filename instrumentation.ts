/** Validates configuration when the server starts, so a missing production secret stops it at once. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkEnvOrExit } = await import("@/lib/check-env");
    checkEnvOrExit();
  }
}
