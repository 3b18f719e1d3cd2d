import { NextResponse } from "next/server";
import { withErrors } from "@/lib/errors";
import { findProperties } from "@/lib/properties";
import { searchParamsObject } from "@/lib/validation/common";
import { getPropertiesQuerySchema } from "@/lib/validation/property";

export const dynamic = "force-dynamic";

/** GET /api/property/property: active listings, filtered, sorted and optionally paged. */
export const GET = withErrors(async (request) => {
  const query = getPropertiesQuerySchema.parse(searchParamsObject(new URL(request.url).searchParams));
  const result = await findProperties(query);
  return NextResponse.json({ success: true, ...result });
});
