import { NextResponse } from "next/server";
import { adminStats } from "@/lib/admin";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/stats: the dashboard's counts and listings added per month (ascending). */
export const GET = route({ auth: "admin" }, async () =>
  NextResponse.json({ success: true, ...(await adminStats()) }, { headers: { "Cache-Control": "private, no-store" } }),
);
