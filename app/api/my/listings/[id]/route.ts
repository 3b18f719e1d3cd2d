import { owners } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { countOwnerWrite, getMyListing, LISTING_NOT_FOUND, updateMyListing } from "@/lib/owners";

export const dynamic = "force-dynamic";

const MINE = { auth: "user", params: { id: LISTING_NOT_FOUND } } as const;

export const GET = route(owners.myListing, MINE, async ({ caller, params, ok }) =>
  ok({ listing: await getMyListing(caller, params.id) }),
);

/** Counted against the account's write allowance (429 with Retry-After when used up). */
export const PATCH = route(owners.editMyListing, MINE, async ({ caller, params, input, ok }) => {
  // Counted once the request is well formed: a malformed one changes nothing, the allowance included.
  await countOwnerWrite(caller);
  const { listing, review } = await updateMyListing(caller, params.id, input);
  return ok({
    listing,
    review,
    message: !review
      ? "Saved. The listing shows the change now."
      : listing.status === "live"
        ? "Saved. Our team will review the changes; until then the listing shows as it was approved."
        : "Saved. The listing is with our team for a quick review before it shows.",
  });
});
