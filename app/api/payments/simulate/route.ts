import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { simulateCheckoutPayment } from "@/lib/payments";
import { simulatePaymentSchema } from "@/lib/validation/payment";

export const dynamic = "force-dynamic";

/**
 * POST /api/payments/simulate (development without Razorpay keys only; 404 otherwise): completes a
 * simulated order the way Razorpay's checkout would, answering the checkout's signed result for the page
 * to send to /api/verify-payment.
 */
export const POST = route({ auth: "user", body: simulatePaymentSchema }, async ({ input, caller }) =>
  NextResponse.json({ success: true, ...(await simulateCheckoutPayment(input.orderId, caller)) }),
);
