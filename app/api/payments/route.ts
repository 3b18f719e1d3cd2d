import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { listOrders } from "@/lib/payments";

export const dynamic = "force-dynamic";

/** GET /api/payments: the signed-in user's plan orders, newest first (the profile's payment history). */
export const GET = route({ auth: "user" }, async ({ caller }) =>
  NextResponse.json(
    { success: true, orders: await listOrders(caller) },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
