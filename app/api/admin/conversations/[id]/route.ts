import { conversations } from "@/lib/contracts";
import { openThreadAsAdmin, THREAD_NOT_FOUND } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The team's own threads, and reported ones (each read audited); any other thread is a 404. */
export const GET = route(
  conversations.adminThread,
  { auth: "admin", params: { id: THREAD_NOT_FOUND } },
  async ({ caller, params, ok }) =>
    ok(
      { conversation: await openThreadAsAdmin(caller.account, params.id) },
      { headers: { "Cache-Control": "private, no-store" } },
    ),
);
