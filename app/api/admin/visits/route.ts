import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { listAdminVisits } from "@/lib/visits";

export const dynamic = "force-dynamic";

export const GET = route(admin.adminVisitList, { auth: "admin" }, async ({ query, ok }) =>
  ok(await listAdminVisits(query), { headers: { "Cache-Control": "private, no-store" } }),
);
