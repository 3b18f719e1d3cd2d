import { conversations } from "@/lib/contracts";
import { conversationEvents, guestPartyOf, type Party } from "@/lib/conversations";
import { UnauthenticatedError } from "@/lib/errors";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** An account's stream, or a guest's (their link's token): never both, never anyone else's. */
export const GET = route(conversations.stream, { auth: "session" }, async ({ caller, query, request }) => {
  let party: Party;
  if (query.token) party = guestPartyOf(query.token);
  else if (caller.signedIn) party = { kind: "user", userId: caller.id };
  else throw new UnauthenticatedError();
  const team = !query.token && caller.signedIn && caller.role === "admin";
  return new Response(conversationEvents(party, request.signal, { team }), {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // Kept by no cache, like every answer that names a person; no-transform: a compressing proxy (or
      // Next's own compression) must not hold events back.
      "Cache-Control": "private, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
});
