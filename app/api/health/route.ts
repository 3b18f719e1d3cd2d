import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db";
import { DATABASE_DOWN, HttpError, PRIVATE_NO_STORE } from "@/lib/http";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * GET /api/health, for load balancers and uptime checks: 200 `{ database: "up" }` when the database answers
 * a ping, else 503 `{ database: "down" }` (within the connection's timeouts, a few seconds), so traffic
 * moves to an instance that can serve it. Any failure to ping counts as down, and is logged with its cause.
 */
export const GET = route({ auth: "public" }, async () => {
  try {
    await pingDatabase();
  } catch (error) {
    throw new HttpError(503, DATABASE_DOWN, { database: "down" }, { ...noStore, "Retry-After": "5" }, { cause: error });
  }
  return NextResponse.json({ success: true, database: "up" }, { headers: noStore });
});
