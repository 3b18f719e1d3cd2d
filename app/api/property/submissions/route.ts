import { NextResponse } from "next/server";
import { clientIp, readMultipart, withErrors } from "@/lib/http";
import {
  assertSubmissionAllowed,
  createSubmission,
  LISTING_FORM_NOT_MULTIPART,
  LISTING_FORM_TOO_LARGE,
  MAX_LISTING_FORM_BYTES,
  parseSubmissionForm,
} from "@/lib/listings";

export const dynamic = "force-dynamic";

/**
 * POST /api/property/submissions: the public List Your Property form, as multipart (fields and "images"
 * files), by the model's field names or the SPEC's older ones. The listing is stored inactive until an
 * admin approves it.
 */
export const POST = withErrors(async (request) => {
  const ip = clientIp(request);
  // Looked at before the body is read, so a refused client does not get to upload first.
  await assertSubmissionAllowed(ip);
  const form = await readMultipart(request, {
    maxBytes: MAX_LISTING_FORM_BYTES,
    tooLarge: LISTING_FORM_TOO_LARGE,
    malformed: LISTING_FORM_NOT_MULTIPART,
  });
  const { input, files } = parseSubmissionForm(form);
  const { id, images } = await createSubmission(input, files, ip);
  return NextResponse.json(
    {
      success: true,
      message: "Submitted! Your property has been successfully listed.",
      id,
      images,
    },
    { status: 201 },
  );
});
