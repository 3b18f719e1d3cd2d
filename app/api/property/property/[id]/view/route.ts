import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { countView } from "@/lib/listings";

export const dynamic = "force-dynamic";

/**
 * POST /api/property/property/{id}/view: sent by the detail page; counts at most one view per visitor per
 * listing per day (repeats answer success and count nothing).
 */
export const POST = route(
  { auth: "public", params: { id: "Property not found" }, body: "none" },
  async ({ caller, params }) => {
    await countView(params.id, caller.ip);
    return NextResponse.json({ success: true });
  },
);
