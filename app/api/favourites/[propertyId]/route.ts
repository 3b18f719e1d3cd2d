import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { addFavourite, removeFavourite } from "@/lib/listings";

const options = { auth: "user", params: { propertyId: "Property not found" }, body: "none" } as const;

/** PUT /api/favourites/{propertyId}: save a listing (idempotent). */
export const PUT = route(options, async ({ caller, params }) => {
  await addFavourite(caller.id, params.propertyId);
  return NextResponse.json({ success: true, saved: true, message: "Saved to your favourites" });
});

/** DELETE /api/favourites/{propertyId}: unsave a listing (idempotent). */
export const DELETE = route(options, async ({ caller, params }) => {
  await removeFavourite(caller.id, params.propertyId);
  return NextResponse.json({ success: true, saved: false, message: "Removed from your favourites" });
});
