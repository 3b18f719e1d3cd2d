import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { favouriteProperties } from "@/lib/listings";

export const dynamic = "force-dynamic";

/** GET /api/favourites: the signed-in user's saved listings and their ids. */
export const GET = route({ auth: "user" }, async ({ caller }) => {
  const properties = await favouriteProperties(caller.id);
  return NextResponse.json(
    { success: true, ids: properties.map((p) => p._id), properties },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
