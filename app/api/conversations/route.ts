import { conversations } from "@/lib/contracts";
import { listInbox, startConversation } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

/** 201 for a new thread, 200 (same id) when the enquiry continues the caller's thread about the listing. */
export const POST = route(conversations.startConversation, { auth: "user" }, async ({ input, caller, ok }) => {
  const started = await startConversation(
    input.propertyId,
    { kind: "user", userId: caller.id, name: caller.name },
    input.message,
  );
  return ok(
    { conversation: started, message: "Message sent" },
    { status: started.created ? 201 : 200, headers: PRIVATE },
  );
});

export const GET = route(conversations.inbox, { auth: "user" }, async ({ query, caller, ok }) =>
  ok(await listInbox({ kind: "user", userId: caller.id }, query), { headers: PRIVATE }),
);
