import { conversations } from "@/lib/contracts";
import { unreadCount } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(conversations.unread, { auth: "user" }, async ({ caller, ok }) =>
  ok(
    { unread: await unreadCount({ kind: "user", userId: caller.id }) },
    { headers: { "Cache-Control": "private, no-store" } },
  ),
);
