import { conversations } from "@/lib/contracts";
import { REPORTED, reportThread, THREAD_NOT_FOUND } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route(
  conversations.report,
  { auth: "user", params: { id: THREAD_NOT_FOUND } },
  async ({ caller, params, input, ok }) => {
    await reportThread({ kind: "user", userId: caller.id }, params.id, input.reason);
    return ok({ message: REPORTED });
  },
);
