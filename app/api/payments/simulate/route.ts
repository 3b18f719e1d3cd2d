import { payments } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { simulateCheckoutPayment } from "@/lib/payments";

export const dynamic = "force-dynamic";

export const POST = route(payments.simulatePayment, { auth: "user" }, async ({ input, caller, ok }) =>
  ok(await simulateCheckoutPayment(input.orderId, caller)),
);
