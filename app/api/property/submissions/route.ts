import { NextResponse } from "next/server";
import { withErrors } from "@/lib/errors";
import { createSubmission, readSubmission } from "@/lib/property-submissions";
import { clientIp } from "@/lib/rate-limit/client-ip";

export const dynamic = "force-dynamic";

/**
 * POST /api/property/submissions: the public List Your Property form, as multipart (fields and "images"
 * files). The listing is stored inactive until an admin approves it.
 */
export const POST = withErrors(async (request) => {
  const { input, files } = await readSubmission(request);
  const { id, images } = await createSubmission(input, files, clientIp(request));
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
