import { NextResponse } from "next/server";
import { clientIp, readJson, withErrors } from "@/lib/http";
import { joinWaitlist } from "@/lib/messages";
import { joinWaitlistSchema, WAITLIST_THANKS } from "@/lib/validation/waitlist";

/** POST /api/waitlist: keeps an e-mail for the launch announcement; joining twice changes nothing. */
export const POST = withErrors(async (request) => {
  const { email } = joinWaitlistSchema.parse(await readJson(request));
  await joinWaitlist(email, clientIp(request));
  return NextResponse.json({ success: true, message: WAITLIST_THANKS });
});
