import { NextResponse } from "next/server";
import { cacheStatus, scaleWarnings } from "@/lib/cache/status";
import { pingDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { DATABASE_DOWN, HttpError, PRIVATE_NO_STORE } from "@/lib/http";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * GET /api/health, for load balancers and uptime checks: 200 `{ database: "up" }` when the database answers
 * a ping, else 503 `{ database: "down" }` (within the connection's timeouts, a few seconds), so traffic
 * moves to an instance that can serve it. Any failure to ping counts as down, and is logged with its cause.
 * It also says where Next.js's cache lives (`cache`: "local", or the shared Redis "up", "down",
 * "connecting": Redis down is not a failure, pages are rendered without it), where uploads go (`uploads`:
 * "cloudinary" or "local") and `warnings` for running several instances (local uploads are not shared).
 */
export const GET = route({ auth: "public" }, async () => {
  try {
    await pingDatabase();
  } catch (error) {
    throw new HttpError(503, DATABASE_DOWN, { database: "down" }, { ...noStore, "Retry-After": "5" }, { cause: error });
  }
  const settings = env();
  return NextResponse.json(
    {
      success: true,
      database: "up",
      cache: cacheStatus().state,
      uploads: settings.CLOUDINARY_URL ? "cloudinary" : "local",
      warnings: scaleWarnings(settings),
    },
    { headers: noStore },
  );
});
