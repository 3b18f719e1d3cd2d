import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { getListing } from "@/lib/listings";

export const dynamic = "force-dynamic";

/** GET /api/admin/properties/{id}: one listing, live or not, with a submission's owner contact. */
export const GET = route({ auth: "admin", params: { id: "Property not found" } }, async ({ params }) =>
  NextResponse.json(
    { success: true, property: await getListing(params.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
