import { conversations } from "@/lib/contracts";
import { shareNumber, THREAD_NOT_FOUND } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route(
  conversations.shareNumber,
  { auth: "user", params: { id: THREAD_NOT_FOUND }, body: "none" },
  async ({ caller, params, ok }) => {
    const sent = await shareNumber({ kind: "user", userId: caller.id }, params.id);
    return ok(
      { sent: { id: sent.id, createdAt: sent.createdAt.toISOString() }, message: "Number shared" },
      { status: 201 },
    );
  },
);
