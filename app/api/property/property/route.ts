import { NextResponse } from "next/server";
import { getSessionUser, readSessionToken } from "@/lib/auth";
import { searchParamsObject, withErrors } from "@/lib/http";
import { findProperties, getCachedProperties } from "@/lib/listings";
import { getPropertiesQuerySchema } from "@/lib/validation/listing-query-schema";

export const dynamic = "force-dynamic";

/** Admins manage inactive listings too; the role in the cookie is only a hint, the database decides. */
async function isAdmin(request: Request): Promise<boolean> {
  const token = await readSessionToken(request);
  if (token?.role !== "admin") return false;
  return (await getSessionUser(request))?.role === "admin";
}

/**
 * GET /api/property/property: listings filtered, sorted and optionally paged, with the total match count.
 * Visitors and users see active listings, served from the data cache; admins also see inactive ones.
 */
export const GET = withErrors(async (request) => {
  const query = getPropertiesQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  const result = (await isAdmin(request))
    ? await findProperties(query, { includeInactive: true })
    : await getCachedProperties(query);
  return NextResponse.json({ success: true, ...result });
});
