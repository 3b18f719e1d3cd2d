import { NextResponse } from "next/server";
import { pingDatabase } from "@/lib/db";
import { withErrors } from "@/lib/http";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 when the database answers a ping, 503 otherwise. */
export const GET = withErrors(async () => {
  await pingDatabase();
  return NextResponse.json({ success: true, database: "up" });
});
