import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { getCachedLocalities } from "@/lib/listings";

export const dynamic = "force-dynamic";

/**
 * GET /api/property/localities: the localities that have active listings, A to Z, for the location
 * search's suggestions. The same for every visitor, so a CDN may keep it for a few minutes.
 */
export const GET = route({ auth: "public" }, async () => {
  const localities = await getCachedLocalities();
  return NextResponse.json(
    { success: true, localities },
    { headers: { "Cache-Control": "public, s-maxage=300, stale-while-revalidate=3600" } },
  );
});
