import { conversations } from "@/lib/contracts";
import { openThread, THREAD_NOT_FOUND } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Another person's thread answers 404, as a thread that does not exist. */
export const GET = route(
  conversations.thread,
  { auth: "user", params: { id: THREAD_NOT_FOUND } },
  async ({ caller, params, ok }) =>
    ok(
      { conversation: await openThread({ kind: "user", userId: caller.id }, params.id) },
      { headers: { "Cache-Control": "private, no-store" } },
    ),
);
