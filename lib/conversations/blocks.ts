import { connectToDatabase } from "@/lib/db";
import { ForbiddenError } from "@/lib/errors";
import type { QueryFilter } from "mongoose";
import { Conversation, type ConversationDoc } from "@/models/Conversation";
import { User } from "@/models/User";

export const BLOCKED_BY_OWNER = "The owner of this listing does not accept messages from you.";

/** Who is asking: an account, or a signed-out visitor known only by the address they typed. */
export type Asker = { kind: "user"; userId: string } | { kind: "guest"; email: string };

/**
 * Refuses an enquiry (403) when the listing's side (its owner account, or the team when `ownerId` is null)
 * has blocked this person in any thread, about any of its listings. A block holds whatever door the person
 * comes back through:
 * - an account is refused for a block of the account itself, or of its address once that address was
 *   proven in a blocked thread (an address someone else typed does not shut an account out);
 * - the signed-out form is refused for a blocked account's address, and for any address a blocked signed-out
 *   enquiry used (the form proves no address, so it cannot tell the two apart, and neither can we).
 */
export async function refuseIfBlocked(ownerId: string | null, asker: Asker): Promise<void> {
  await connectToDatabase();
  const side = { owner: ownerId ?? { $exists: false }, blockedBy: "owner" as const };
  const person: Record<string, unknown>[] = [];
  if (asker.kind === "user") {
    person.push({ enquirer: asker.userId });
    const account = await User.findById(asker.userId, { email: 1, isVerified: 1 }).lean();
    if (account?.isVerified && account.email) {
      person.push({ guestEmail: account.email.toLowerCase(), guestEmailProven: true });
    }
  } else {
    const email = asker.email.trim().toLowerCase();
    person.push({ guestEmail: email });
    const account = await User.findOne({ email }, { _id: 1 }).lean();
    if (account) person.push({ enquirer: account._id });
  }
  if (await Conversation.exists({ ...side, $or: person } as QueryFilter<ConversationDoc>))
    throw new ForbiddenError(BLOCKED_BY_OWNER);
}
