import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { callerOf, listOrders } from "@/lib/payments";

export const dynamic = "force-dynamic";

/** GET /api/payments: the signed-in user's plan orders, newest first (the profile's payment history). */
export const GET = withErrors(async (request) => {
  const user = await requireUser(request);
  return NextResponse.json(
    { success: true, orders: await listOrders(callerOf(user)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
