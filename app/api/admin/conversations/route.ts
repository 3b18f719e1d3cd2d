import { conversations } from "@/lib/contracts";
import { listAdminQueue } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(conversations.adminQueue, { auth: "admin" }, async ({ caller, query, ok }) =>
  ok(await listAdminQueue(caller.account, query), { headers: { "Cache-Control": "private, no-store" } }),
);
