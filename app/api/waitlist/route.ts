import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { joinWaitlist } from "@/lib/messages";
import { joinWaitlistSchema, WAITLIST_THANKS } from "@/lib/validation/waitlist";

/** POST /api/waitlist: keeps an e-mail for the launch announcement; joining twice changes nothing. */
export const POST = route({ auth: "public", body: joinWaitlistSchema }, async ({ input, caller }) => {
  await joinWaitlist(input.email, caller.ip);
  return NextResponse.json({ success: true, message: WAITLIST_THANKS });
});
