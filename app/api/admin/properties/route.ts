import { NextResponse } from "next/server";
import { listListings } from "@/lib/listings";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { searchParamsObject } from "@/lib/http/params";
import { adminListingsQuerySchema } from "@/lib/listings/query-schema";

export const dynamic = "force-dynamic";

/** GET /api/admin/properties?page&limit&q&status&sort: every listing, live or not, one page at a time. */
export const GET = withErrors(async (request) => {
  await requireAdmin(request);
  const query = adminListingsQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  return NextResponse.json(
    { success: true, ...(await listListings(query)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
