import { listUsers } from "@/lib/admin";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(admin.adminUserList, { auth: "admin" }, async ({ query, ok }) =>
  ok(await listUsers(query), { headers: { "Cache-Control": "private, no-store" } }),
);
