import { conversations } from "@/lib/contracts";
import { BLOCKED, blockAsGuest } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The signed link is the key and names the one thread blocked; a changed link answers 404 and writes nothing. */
export const POST = route(conversations.guestBlock, { auth: "public" }, async ({ input, ok }) => {
  await blockAsGuest(input.token);
  return ok({ message: BLOCKED });
});
