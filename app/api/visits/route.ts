import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { callerOf, listVisits, requestVisit, VISIT_REQUESTED } from "@/lib/payments";
import { createVisitSchema } from "@/lib/validation/payment";
import { readJson } from "@/lib/http/body";

export const dynamic = "force-dynamic";

/** GET /api/visits: the signed-in user's house-visit requests, newest first. */
export const GET = withErrors(async (request) => {
  const user = await requireUser(request);
  return NextResponse.json(
    { success: true, visits: await listVisits(callerOf(user)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

/** POST /api/visits: books a house visit, using one visit of the caller's plan. */
export const POST = withErrors(async (request) => {
  const input = createVisitSchema.parse(await readJson(request));
  const user = await requireUser(request);
  const { visit, subscription } = await requestVisit(input, callerOf(user));
  return NextResponse.json({ success: true, message: VISIT_REQUESTED, visit, subscription }, { status: 201 });
});
