import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listListings } from "@/lib/listings";
import { adminListingsQuerySchema } from "@/lib/listings/query-schema";

export const dynamic = "force-dynamic";

/** GET /api/admin/properties?page&limit&q&status&sort: every listing, live or not, one page at a time. */
export const GET = route({ auth: "admin", query: adminListingsQuerySchema }, async ({ query }) =>
  NextResponse.json(
    { success: true, ...(await listListings(query)) },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
