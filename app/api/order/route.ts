import { payments } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { createPlanOrder, LOGIN_TO_PAY } from "@/lib/payments";

export const dynamic = "force-dynamic";

export const POST = route(
  payments.createOrder,
  { auth: "user", signInMessage: LOGIN_TO_PAY },
  async ({ input, caller, ok }) =>
    ok(await createPlanOrder(input, caller), { headers: { "Cache-Control": "private, no-store" } }),
);
