import { NextResponse } from "next/server";
import { clientIp, parseIdOr404, readJson, withErrors } from "@/lib/http";
import { reportListing } from "@/lib/messages";
import { reportListingSchema } from "@/lib/validation/report";

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
