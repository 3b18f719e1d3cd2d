import { adminStats } from "@/lib/admin";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(admin.adminStatsRoute, { auth: "admin" }, async ({ ok }) =>
  ok(await adminStats(), { headers: { "Cache-Control": "private, no-store" } }),
);
