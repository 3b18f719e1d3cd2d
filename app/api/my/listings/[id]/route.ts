import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { countOwnerWrite, getMyListing, LISTING_NOT_FOUND, updateMyListing } from "@/lib/owners";
import { ownerListingEditSchema } from "@/lib/validation/owner-listing";

export const dynamic = "force-dynamic";

const MINE = { auth: "user", params: { id: LISTING_NOT_FOUND } } as const;

/** GET /api/my/listings/{id}: one of the caller's listings with its figures; anyone else's is a 404. */
export const GET = route(MINE, async ({ caller, params }) =>
  NextResponse.json({ success: true, listing: await getMyListing(caller, params.id) }),
);

/**
 * PATCH /api/my/listings/{id}: the owner's partial edit with the List Your Property form's fields. Price,
 * deposit, availability and furnishing change a live listing at once; anything else waits for review
 * (`review: true`) while the approved version stays live. Counted against the account's write allowance
 * (429 with Retry-After when used up).
 */
export const PATCH = route({ ...MINE, body: ownerListingEditSchema }, async ({ caller, params, input }) => {
  // Counted once the request is well formed: a malformed one changes nothing, the allowance included.
  await countOwnerWrite(caller);
  const { listing, review } = await updateMyListing(caller, params.id, input);
  return NextResponse.json({
    success: true,
    listing,
    review,
    message: !review
      ? "Saved. The listing shows the change now."
      : listing.status === "live"
        ? "Saved. Our team will review the changes; until then the listing shows as it was approved."
        : "Saved. The listing is with our team for a quick review before it shows.",
  });
});
