import { connectToDatabase } from "@/lib/db";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

/**
 * Links to the account the submissions made signed out with its e-mail address, once that address is
 * verified (an OTP or Google proved it): an unverified account never claims a listing, whatever address it
 * typed. Listings already linked to an account stay with it. Answers how many were linked.
 */
export async function claimSubmissions(userId: string): Promise<number> {
  await connectToDatabase();
  const user = await User.findById(userId, { email: 1, isVerified: 1 }).lean();
  if (!user?.isVerified || !user.email) return 0;
  const result = await Property.updateMany(
    { source: "public", "owner.email": user.email.toLowerCase(), account: { $exists: false } },
    { $set: { account: user._id } },
    { timestamps: false },
  );
  return result.modifiedCount;
}
