import { listings } from "@/lib/contracts";
import { readMultipart } from "@/lib/http";
import { personLanguage } from "@/lib/i18n/request-language";
import { route } from "@/lib/http/route";
import {
  assertPhotoQuotaLeft,
  assertSubmissionAllowed,
  createSubmission,
  LISTING_FORM_NOT_MULTIPART,
  LISTING_FORM_TOO_LARGE,
  MAX_LISTING_FORM_BYTES,
  parseSubmissionForm,
} from "@/lib/listings";

export const dynamic = "force-dynamic";

/** The List Your Property form: multipart fields (either set of names) and "images" files. */
async function readSubmission(request: Request) {
  const form = await readMultipart(request, {
    maxBytes: MAX_LISTING_FORM_BYTES,
    tooLarge: LISTING_FORM_TOO_LARGE,
    malformed: LISTING_FORM_NOT_MULTIPART,
  });
  return parseSubmissionForm(form);
}

/**
 * The fields go by the model's names or the older names its first clients send (`SUBMISSION_FIELD_ALIASES`).
 * A signed-in sender's account owns the listing (a signed-out one may claim it later by its verified
 * e-mail). The client's limit is looked at before the body is read, so a refused client does not get to
 * upload first.
 */
export const POST = route(
  listings.submitListing,
  {
    // The session says whose listing it is: a signed-in owner finds it under My listings.
    auth: "session",
    before: async (caller) => {
      await assertSubmissionAllowed(caller.ip);
      if (caller.signedIn) await assertPhotoQuotaLeft(caller.id);
    },
    body: { read: readSubmission },
  },
  async ({ input, caller, request, ok }) => {
    const { id, images, phoneCheck } = await createSubmission(
      input.input,
      input.files,
      caller.ip,
      caller.signedIn ? caller.id : undefined,
      personLanguage(request, caller.signedIn ? caller.account : null),
    );
    return ok(
      {
        message: phoneCheck.done
          ? "Submitted! Your property is awaiting review by our team before it appears on the site."
          : "Submitted! Enter the code we texted to your number to send it for review.",
        id,
        images,
        phoneCheck,
      },
      { status: 201 },
    );
  },
);
