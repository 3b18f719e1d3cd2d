import { NextResponse } from "next/server";
import { getSessionUser } from "@/lib/auth/session";
import { unauthorized, withErrors } from "@/lib/http/errors";
import { callerOf, LOGIN_TO_PAY, verifyCheckoutPayment } from "@/lib/payments";
import { verifyPaymentSchema } from "@/lib/validation/payment";
import { readJson } from "@/lib/http/body";

export const dynamic = "force-dynamic";

/** POST /api/verify-payment: the checkout's result; a genuine payment of the caller's order activates its plan. */
export const POST = withErrors(async (request) => {
  const result = verifyPaymentSchema.parse(await readJson(request));
  const user = await getSessionUser(request);
  if (!user) throw unauthorized(LOGIN_TO_PAY);
  return NextResponse.json(await verifyCheckoutPayment(result, callerOf(user)), {
    headers: { "Cache-Control": "private, no-store" },
  });
});
