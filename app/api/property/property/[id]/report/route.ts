import { NextResponse } from "next/server";
import { withErrors } from "@/lib/errors";
import { reportListing } from "@/lib/property-messages";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { parseIdOr404 } from "@/lib/validation/common";
import { reportListingSchema } from "@/lib/validation/report";
import { readJson } from "@/lib/validation/request";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** POST /api/property/property/{id}/report: flags a listing for the admins (stored as a message). */
export const POST = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Property not found");
  const input = reportListingSchema.parse(await readJson(request));
  await reportListing(id, input, clientIp(request));
  return NextResponse.json(
    { success: true, message: "Thank you. Our team will review this listing." },
    { status: 201 },
  );
});
