import { NextResponse } from "next/server";
import { clientIp, parseIdOr404, refuseBody, withErrors } from "@/lib/http";
import { countView } from "@/lib/listings";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/property/property/{id}/view: sent by the detail page; counts at most one view per visitor per
 * listing per day (repeats answer success and count nothing).
 */
export const POST = withErrors(async (request, { params }: Context) => {
  await refuseBody(request);
  const id = parseIdOr404((await params).id, "Property not found");
  await countView(id, clientIp(request));
  return NextResponse.json({ success: true });
});
