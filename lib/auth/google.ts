import { connectToDatabase } from "@/lib/db";
import { User, type UserDoc } from "@/models/User";

/** Why a Google sign-in was refused; the login page shows the matching message (lib/auth/messages.ts). */
export type GoogleRefusal = "GoogleNoEmail" | "GoogleEmailUnverified";

export type GoogleResult = { ok: true; user: UserDoc } | { ok: false; reason: GoogleRefusal };

/**
 * The account for a Google profile. An existing e-mail is joined only when Google says the e-mail is
 * verified (otherwise anyone could claim an address through an unverified Google account); a new e-mail
 * creates an account.
 */
export async function findOrCreateGoogleUser(profile: Record<string, unknown> | undefined): Promise<GoogleResult> {
  const email = typeof profile?.email === "string" ? profile.email.toLowerCase() : "";
  const sub = typeof profile?.sub === "string" ? profile.sub : "";
  const verified = profile?.email_verified === true || profile?.email_verified === "true";
  if (!email || !sub) return { ok: false, reason: "GoogleNoEmail" };
  await connectToDatabase();

  const byGoogleId = await User.findOne({ googleId: sub }).lean<UserDoc>();
  if (byGoogleId) return { ok: true, user: byGoogleId };

  const existing = await User.findOne({ email }).lean<UserDoc>();
  if (existing) {
    if (!verified) return { ok: false, reason: "GoogleEmailUnverified" };
    await User.updateOne(
      { _id: existing._id },
      {
        $set: {
          googleId: sub,
          isVerified: true,
          ...(existing.picture ? {} : { picture: String(profile?.picture ?? "") }),
        },
      },
    );
    return { ok: true, user: { ...existing, googleId: sub, isVerified: true } };
  }

  const name = typeof profile?.name === "string" && profile.name.trim() ? profile.name.trim() : email.split("@")[0];
  const created = await User.create({
    name,
    email,
    googleId: sub,
    picture: typeof profile?.picture === "string" ? profile.picture : "",
    isVerified: verified,
    role: "user",
  });
  return { ok: true, user: created.toObject() as UserDoc };
}
