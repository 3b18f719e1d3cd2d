import { payments } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { listOrders } from "@/lib/payments";

export const dynamic = "force-dynamic";

export const GET = route(payments.orderHistory, { auth: "user" }, async ({ caller, ok }) =>
  ok({ orders: await listOrders(caller) }, { headers: { "Cache-Control": "private, no-store" } }),
);
