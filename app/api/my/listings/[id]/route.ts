import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { getMyListing, LISTING_NOT_FOUND, updateMyListing } from "@/lib/owners";
import { ownerListingEditSchema } from "@/lib/validation/owner-listing";

export const dynamic = "force-dynamic";

const MINE = { auth: "user", params: { id: LISTING_NOT_FOUND } } as const;

/** GET /api/my/listings/{id}: one of the caller's listings with its figures; anyone else's is a 404. */
export const GET = route(MINE, async ({ caller, params }) =>
  NextResponse.json({ success: true, listing: await getMyListing(caller, params.id) }),
);

/**
 * PATCH /api/my/listings/{id}: the owner's partial edit with the List Your Property form's fields. Price,
 * deposit, availability, furnishing and description change a live listing at once; anything else sends it
 * back to review (`review: true`).
 */
export const PATCH = route({ ...MINE, body: ownerListingEditSchema }, async ({ caller, params, input }) => {
  const { listing, review } = await updateMyListing(caller, params.id, input);
  return NextResponse.json({
    success: true,
    listing,
    review,
    message: review
      ? "Saved. The listing is back with our team for a quick review before it shows again."
      : "Saved. The listing shows the change now.",
  });
});
