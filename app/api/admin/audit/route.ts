import { listAuditEntries } from "@/lib/admin";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(admin.adminAuditList, { auth: "admin" }, async ({ query, ok }) =>
  ok(await listAuditEntries(query), { headers: { "Cache-Control": "private, no-store" } }),
);
