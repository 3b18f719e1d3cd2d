import { NextResponse } from "next/server";
import { notFound, parseIdOr404, withErrors } from "@/lib/http";
import { getCachedSimilarProperties } from "@/lib/listings";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/property/similar/{id}: up to 8 active listings of the same type, nearest in price first. */
export const GET = withErrors(async (_request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Property not found");
  const similarProperties = await getCachedSimilarProperties(id);
  if (!similarProperties) throw notFound("Property not found");
  return NextResponse.json({ success: true, similarProperties });
});
