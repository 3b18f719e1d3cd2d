import { NextResponse } from "next/server";
import { clientIp, readMultipart, withErrors } from "@/lib/http";
import {
  assertSubmissionAllowed,
  createSubmission,
  parseSubmissionForm,
  SUBMISSION_BODY_LIMIT,
  SUBMISSION_NOT_MULTIPART,
  SUBMISSION_TOO_LARGE,
} from "@/lib/listings";

export const dynamic = "force-dynamic";

/**
 * POST /api/property/submissions: the public List Your Property form, as multipart (fields and "images"
 * files). The listing is stored inactive until an admin approves it.
 */
export const POST = withErrors(async (request) => {
  const ip = clientIp(request);
  // Looked at before the body is read, so a refused client does not get to upload first.
  await assertSubmissionAllowed(ip);
  const form = await readMultipart(request, {
    maxBytes: SUBMISSION_BODY_LIMIT,
    tooLarge: SUBMISSION_TOO_LARGE,
    malformed: SUBMISSION_NOT_MULTIPART,
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
