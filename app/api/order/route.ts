import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { createPlanOrder, LOGIN_TO_PAY } from "@/lib/payments";
import { createOrderSchema } from "@/lib/validation/payment";

export const dynamic = "force-dynamic";

/**
 * POST /api/order: a checkout order for a visit plan, `{ planId }` (or an older client's
 * `{ amount, currency, receipt }` when the amount is exactly a plan's price in paise).
 */
export const POST = route(
  { auth: "user", signInMessage: LOGIN_TO_PAY, body: createOrderSchema },
  async ({ input, caller }) =>
    NextResponse.json(await createPlanOrder(input, caller), { headers: { "Cache-Control": "private, no-store" } }),
);
