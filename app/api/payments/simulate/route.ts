import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { callerOf, simulateCheckoutPayment } from "@/lib/payments";
import { simulatePaymentSchema } from "@/lib/validation/payment";
import { readJson } from "@/lib/http/body";

export const dynamic = "force-dynamic";

/**
 * POST /api/payments/simulate (development without Razorpay keys only; 404 otherwise): completes a
 * simulated order the way Razorpay's checkout would, answering the checkout's signed result for the page
 * to send to /api/verify-payment.
 */
export const POST = withErrors(async (request) => {
  const { orderId } = simulatePaymentSchema.parse(await readJson(request));
  const user = await requireUser(request);
  return NextResponse.json({ success: true, ...(await simulateCheckoutPayment(orderId, callerOf(user))) });
});
