import { conversations } from "@/lib/contracts";
import { sendInThread, THREAD_NOT_FOUND } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const POST = route(
  conversations.sendMessage,
  { auth: "user", params: { id: THREAD_NOT_FOUND } },
  async ({ caller, params, input, ok }) => {
    const sent = await sendInThread({ kind: "user", userId: caller.id }, params.id, input.text);
    return ok(
      { sent: { id: sent.id, createdAt: sent.createdAt.toISOString() }, message: "Message sent" },
      { status: 201 },
    );
  },
);
