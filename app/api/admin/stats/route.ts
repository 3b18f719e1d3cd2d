import { NextResponse } from "next/server";
import { adminStats } from "@/lib/admin";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";

export const dynamic = "force-dynamic";

/** GET /api/admin/stats: the dashboard's counts and listings added per month (ascending). */
export const GET = withErrors(async (request) => {
  await requireAdmin(request);
  return NextResponse.json(
    { success: true, ...(await adminStats()) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
