import { owners } from "@/lib/contracts";
import { readMultipart } from "@/lib/http";
import { route } from "@/lib/http/route";
import {
  assertOwnerPhotoUploadAllowed,
  LISTING_FORM_NOT_MULTIPART,
  LISTING_FORM_TOO_LARGE,
  MAX_LISTING_FORM_BYTES,
} from "@/lib/listings";
import { addMyListingPhotos, countOwnerWrite, LISTING_NOT_FOUND } from "@/lib/owners";

export const dynamic = "force-dynamic";

/** The upload: "images" files of a multipart form. */
async function readPhotos(request: Request) {
  const form = await readMultipart(request, {
    maxBytes: MAX_LISTING_FORM_BYTES,
    tooLarge: LISTING_FORM_TOO_LARGE,
    malformed: LISTING_FORM_NOT_MULTIPART,
  });
  return form.getAll("images").filter((entry): entry is File => typeof entry !== "string");
}

/**
 * The photos go after the listing's own; a live listing keeps its approved photos meanwhile. Reordering and
 * removing are PATCH `{ photos }`. Counted against the account's write allowance, and limited in requests an
 * hour and in photos and bytes a day (429 with Retry-After, nothing stored), before the upload streams in.
 */
export const POST = route(
  owners.addMyListingPhotos,
  {
    auth: "user",
    params: { id: LISTING_NOT_FOUND },
    before: async (caller) => {
      await countOwnerWrite(caller);
      await assertOwnerPhotoUploadAllowed(caller.id);
    },
    body: { read: readPhotos },
  },
  async ({ caller, params, input, ok }) => {
    const { listing, images } = await addMyListingPhotos(caller, params.id, input);
    return ok({
      listing,
      images,
      review: true,
      message:
        listing.status === "live"
          ? "Photos added. They show once our team has reviewed them."
          : "Photos added. The listing is with our team for a quick review.",
    });
  },
);
