import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { getCachedSimilarProperties } from "@/lib/listings";

export const dynamic = "force-dynamic";

/**
 * GET /api/property/similar/{id}: up to 8 active listings like this one (same type, BHK within one, price within
 * ±30%), its locality first, then the rest of its city, nearest in price first.
 */
export const GET = route({ auth: "public", params: { id: "Property not found" } }, async ({ params }) => {
  const similarProperties = await getCachedSimilarProperties(params.id);
  if (!similarProperties) throw new NotFoundError("Property not found");
  return NextResponse.json({ success: true, similarProperties });
});
