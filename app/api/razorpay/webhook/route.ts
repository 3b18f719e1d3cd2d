import { payments } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { handleWebhook, MAX_WEBHOOK_BYTES } from "@/lib/payments";

export const dynamic = "force-dynamic";

/**
 * The body is read as text (capped) and verified before it is parsed. A database failure answers 5xx so
 * Razorpay delivers the event again. No browser sends it, so no origin is checked: the signature is the proof.
 */
export const POST = route(
  payments.razorpayWebhook,
  { auth: "public", body: { text: MAX_WEBHOOK_BYTES }, anyOrigin: true },
  async ({ input, request, ok }) =>
    ok({
      outcome: await handleWebhook(
        input,
        request.headers.get("x-razorpay-signature"),
        request.headers.get("x-razorpay-event-id"),
      ),
    }),
);
