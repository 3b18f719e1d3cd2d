import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth";
import { withErrors } from "@/lib/http";
import { favouriteProperties } from "@/lib/listings";

export const dynamic = "force-dynamic";

/** GET /api/favourites: the signed-in user's saved listings and their ids. */
export const GET = withErrors(async (request) => {
  const user = await requireUser(request);
  const properties = await favouriteProperties(user._id);
  return NextResponse.json(
    { success: true, ids: properties.map((p) => p._id), properties },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
