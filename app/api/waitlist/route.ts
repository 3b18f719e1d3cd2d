import { NextResponse } from "next/server";
import { connectToDatabase } from "@/lib/db";
import { withErrors } from "@/lib/errors";
import { consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { readJson } from "@/lib/validation/request";
import { joinWaitlistSchema, WAITLIST_THANKS } from "@/lib/validation/waitlist";
import { Waitlist } from "@/models/Waitlist";

/** POST /api/waitlist: keeps an e-mail for the launch announcement; joining twice changes nothing. */
export const POST = withErrors(async (request) => {
  const { email } = joinWaitlistSchema.parse(await readJson(request));
  await consumeOrRefuse(
    [{ rule: LIMITS.waitlistPerIp, key: clientIp(request) }],
    (seconds) => `Too many sign-ups from your network. Please try again in ${minutesText(seconds)}.`,
  );
  await connectToDatabase();
  try {
    // An upsert keeps one document per address without relying on the unique index being built yet.
    await Waitlist.updateOne({ email }, { $setOnInsert: { email } }, { upsert: true });
  } catch (error) {
    // Two simultaneous sign-ups of the same address: the unique index keeps one, and both are fine.
    if ((error as { code?: number }).code !== 11000) throw error;
  }
  return NextResponse.json({ success: true, message: WAITLIST_THANKS });
});
