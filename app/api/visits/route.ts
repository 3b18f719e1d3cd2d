import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { createVisitSchema } from "@/lib/validation/payment";
import { listVisits, requestVisit, VISIT_REQUESTED } from "@/lib/visits";

export const dynamic = "force-dynamic";

/** GET /api/visits: the signed-in user's house-visit requests, newest first. */
export const GET = route({ auth: "user" }, async ({ caller }) =>
  NextResponse.json(
    { success: true, visits: await listVisits(caller) },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);

/** POST /api/visits: books a house visit, using one visit of the caller's plan. */
export const POST = route({ auth: "user", body: createVisitSchema }, async ({ input, caller }) => {
  const { visit, subscription } = await requestVisit(input, caller);
  return NextResponse.json({ success: true, message: VISIT_REQUESTED, visit, subscription }, { status: 201 });
});
