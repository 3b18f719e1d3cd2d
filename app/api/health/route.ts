import { cacheStatus, scaleWarnings } from "@/lib/cache/status";
import { health } from "@/lib/contracts";
import { pingDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { DATABASE_DOWN, HttpError, PRIVATE_NO_STORE } from "@/lib/http";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * For load balancers and uptime checks: a database that does not answer a ping within the connection's
 * timeouts (a few seconds) is down, so traffic moves to an instance that can serve it; any failure to ping
 * counts as down, and is logged with its cause. Redis down is not a failure: pages are rendered without it.
 * Local uploads are not shared between instances (a warning).
 */
export const GET = route(health.status, { auth: "public" }, async ({ ok }) => {
  try {
    await pingDatabase();
  } catch (error) {
    throw new HttpError(503, DATABASE_DOWN, { database: "down" }, { ...noStore, "Retry-After": "5" }, { cause: error });
  }
  const settings = env();
  return ok(
    {
      database: "up",
      cache: cacheStatus().state,
      uploads: settings.CLOUDINARY_URL ? "cloudinary" : "local",
      warnings: scaleWarnings(settings),
    },
    { headers: noStore },
  );
});
