import { conversations } from "@/lib/contracts";
import { REPORTED, reportAsGuest } from "@/lib/conversations";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The signed link is the key and names the one thread reported; a changed link answers 404 and writes nothing. */
export const POST = route(conversations.guestReport, { auth: "public" }, async ({ input, ok }) => {
  await reportAsGuest(input.token, input.reason);
  return ok({ message: REPORTED });
});
