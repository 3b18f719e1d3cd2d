import { conversations } from "@/lib/contracts";
import { sendInThread, THREAD_NOT_FOUND } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Admins answer for the team, in threads about listings without an owner account only. */
export const POST = route(
  conversations.adminReply,
  { auth: "admin", params: { id: THREAD_NOT_FOUND } },
  async ({ caller, params, input, ok }) => {
    const sent = await sendInThread({ kind: "team", admin: caller.account }, params.id, input.text);
    return ok(
      { sent: { id: sent.id, createdAt: sent.createdAt.toISOString() }, message: "Reply sent" },
      { status: 201 },
    );
  },
);
