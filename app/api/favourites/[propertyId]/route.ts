import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth";
import { parseIdOr404, refuseBody, withErrors } from "@/lib/http";
import { addFavourite, removeFavourite } from "@/lib/listings";

type Context = { params: Promise<{ propertyId: string }> };

/** PUT /api/favourites/{propertyId}: save a listing (idempotent). */
export const PUT = withErrors(async (request, { params }: Context) => {
  await refuseBody(request);
  const user = await requireUser(request);
  const propertyId = parseIdOr404((await params).propertyId, "Property not found");
  await addFavourite(user._id, propertyId);
  return NextResponse.json({ success: true, saved: true, message: "Saved to your favourites" });
});

/** DELETE /api/favourites/{propertyId}: unsave a listing (idempotent). */
export const DELETE = withErrors(async (request, { params }: Context) => {
  await refuseBody(request);
  const user = await requireUser(request);
  const propertyId = parseIdOr404((await params).propertyId, "Property not found");
  await removeFavourite(user._id, propertyId);
  return NextResponse.json({ success: true, saved: false, message: "Removed from your favourites" });
});
