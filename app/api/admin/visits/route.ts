import { NextResponse } from "next/server";
import { listAdminVisits } from "@/lib/admin";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { searchParamsObject } from "@/lib/http/params";
import { adminVisitsQuerySchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/** GET /api/admin/visits?page&limit&status: house-visit requests with buyer and listing, newest first. */
export const GET = withErrors(async (request) => {
  await requireAdmin(request);
  const query = adminVisitsQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  return NextResponse.json(
    { success: true, ...(await listAdminVisits(query)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
