import { messages } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { joinWaitlist } from "@/lib/messages";
import { WAITLIST_THANKS } from "@/lib/validation/waitlist";

export const POST = route(messages.joinWaitlist, { auth: "public" }, async ({ input, caller, ok }) => {
  await joinWaitlist(input.email, caller.ip);
  return ok({ message: WAITLIST_THANKS });
});
