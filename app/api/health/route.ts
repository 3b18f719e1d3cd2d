import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db";
import { DATABASE_DOWN, PRIVATE_NO_STORE } from "@/lib/http";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": PRIVATE_NO_STORE };

/**
 * GET /api/health, for load balancers and uptime checks: 200 `{ database: "up" }` when the database answers
 * a ping, else 503 `{ database: "down" }` (within the connection's timeouts, a few seconds), so traffic
 * moves to an instance that can serve it. Any failure to ping counts as down.
 */
export async function GET() {
  try {
    await pingDatabase();
    return NextResponse.json({ success: true, database: "up" }, { headers: noStore });
  } catch {
    return NextResponse.json(
      { success: false, database: "down", message: DATABASE_DOWN },
      { status: 503, headers: { ...noStore, "Retry-After": "5" } },
    );
  }
}
