import { NextResponse } from "next/server";
import { withErrors } from "@/lib/http/errors";
import { handleWebhook, MAX_WEBHOOK_BYTES } from "@/lib/payments";
import { readText } from "@/lib/http/body";

export const dynamic = "force-dynamic";

/**
 * POST /api/razorpay/webhook: Razorpay's server-to-server events. The raw bytes are signed, so the body is
 * read as text (capped) and verified before it is parsed. A database failure answers 5xx so Razorpay
 * delivers the event again. No browser sends it, so no origin is checked: the signature is the proof.
 */
export const POST = withErrors(
  async (request) => {
    const rawBody = await readText(request, MAX_WEBHOOK_BYTES);
    const outcome = await handleWebhook(
      rawBody,
      request.headers.get("x-razorpay-signature"),
      request.headers.get("x-razorpay-event-id"),
    );
    return NextResponse.json({ success: true, outcome });
  },
  { anyOrigin: true },
);
