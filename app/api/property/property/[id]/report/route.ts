import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { reportListing } from "@/lib/messages";
import { reportListingSchema } from "@/lib/validation/report";

export const dynamic = "force-dynamic";

/** POST /api/property/property/{id}/report: flags a listing for the admins (stored as a message). */
export const POST = route(
  { auth: "public", params: { id: "Property not found" }, body: reportListingSchema },
  async ({ input, caller, params }) => {
    await reportListing(params.id, input, caller.ip);
    return NextResponse.json(
      { success: true, message: "Thank you. Our team will review this listing." },
      { status: 201 },
    );
  },
);
