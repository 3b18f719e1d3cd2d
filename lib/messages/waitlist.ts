import { connectToDatabase } from "@/lib/db";
import { consumeOrRefuse, LIMITS, tooManyFromNetwork } from "@/lib/rate-limit";
import { Waitlist } from "@/models/Waitlist";

/** Keeps an e-mail for the launch announcement; joining twice changes nothing. */
export async function joinWaitlist(email: string, clientIp: string): Promise<void> {
  await consumeOrRefuse([{ rule: LIMITS.waitlistPerIp, key: clientIp }], tooManyFromNetwork("sign-ups"));
  await connectToDatabase();
  try {
    // An upsert keeps one document per address without relying on the unique index being built yet.
    await Waitlist.updateOne({ email }, { $setOnInsert: { email } }, { upsert: true });
  } catch (error) {
    // Two simultaneous sign-ups of the same address: the unique index keeps one, and both are fine.
    if ((error as { code?: number }).code !== 11000) throw error;
  }
}
