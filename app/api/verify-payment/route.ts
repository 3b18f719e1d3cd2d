import { payments } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { LOGIN_TO_PAY, verifyCheckoutPayment } from "@/lib/payments";

export const dynamic = "force-dynamic";

export const POST = route(
  payments.verifyPayment,
  { auth: "user", signInMessage: LOGIN_TO_PAY },
  async ({ input, caller, ok }) =>
    ok(await verifyCheckoutPayment(input, caller), { headers: { "Cache-Control": "private, no-store" } }),
);
