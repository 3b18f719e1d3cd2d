import { conversations } from "@/lib/contracts";
import { openGuestThread, replyAsGuest } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The signed link is the guest's only key: a changed or made-up one answers 404 and shows nothing. */
export const GET = route(conversations.guestThread, { auth: "public" }, async ({ query, ok }) =>
  ok({ conversation: await openGuestThread(query.token) }, { headers: PRIVATE }),
);

export const POST = route(conversations.guestReply, { auth: "public" }, async ({ input, ok }) => {
  const sent = await replyAsGuest(input.token, input.text);
  return ok(
    { sent: { id: sent.id, createdAt: sent.createdAt.toISOString() }, message: "Message sent" },
    { status: 201 },
  );
});
