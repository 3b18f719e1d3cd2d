import { NextResponse } from "next/server";
import { getSessionUser } from "@/lib/auth/session";
import { unauthorized, withErrors } from "@/lib/http/errors";
import { callerOf, createPlanOrder, LOGIN_TO_PAY } from "@/lib/payments";
import { createOrderSchema } from "@/lib/validation/payment";
import { readJson } from "@/lib/http/body";

export const dynamic = "force-dynamic";

/**
 * POST /api/order: a checkout order for a visit plan, `{ planId }` (or an older client's
 * `{ amount, currency, receipt }` when the amount is exactly a plan's price in paise).
 */
export const POST = withErrors(async (request) => {
  const plan = createOrderSchema.parse(await readJson(request));
  const user = await getSessionUser(request);
  if (!user) throw unauthorized(LOGIN_TO_PAY);
  return NextResponse.json(await createPlanOrder(plan, callerOf(user)), {
    headers: { "Cache-Control": "private, no-store" },
  });
});
