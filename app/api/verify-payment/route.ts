import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { LOGIN_TO_PAY, verifyCheckoutPayment } from "@/lib/payments";
import { verifyPaymentSchema } from "@/lib/validation/payment";

export const dynamic = "force-dynamic";

/** POST /api/verify-payment: the checkout's result; a genuine payment of the caller's order activates its plan. */
export const POST = route(
  { auth: "user", signInMessage: LOGIN_TO_PAY, body: verifyPaymentSchema },
  async ({ input, caller }) =>
    NextResponse.json(await verifyCheckoutPayment(input, caller), {
      headers: { "Cache-Control": "private, no-store" },
    }),
);
