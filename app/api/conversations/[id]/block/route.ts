import { conversations } from "@/lib/contracts";
import { BLOCKED, blockThread, THREAD_NOT_FOUND } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route(
  conversations.block,
  { auth: "user", params: { id: THREAD_NOT_FOUND }, body: "none" },
  async ({ caller, params, ok }) => {
    await blockThread({ kind: "user", userId: caller.id }, params.id);
    return ok({ message: BLOCKED });
  },
);
