import { connectToDatabase } from "@/lib/db";
import { badRequest, conflict, forbidden, notFound } from "@/lib/errors";
import { sendMail } from "@/lib/mail";
import { passwordChangedMail } from "@/lib/mail/templates";
import { assertOtpVerified, consumeOtp, consumeVerifiedOtp, OTP_INVALID } from "@/lib/otp";
import { hashPassword } from "@/lib/password";
import { LIMITS, resetLimit } from "@/lib/rate-limit";
import { saveImage } from "@/lib/storage";
import type { ProfileUpdate } from "@/lib/validation/profile";
import { User, type UserDoc } from "@/models/User";

/** A notice failing to send must not undo a password change that already happened. */
async function notifyPasswordChanged(email: string): Promise<void> {
  await sendMail(passwordChangedMail(email)).catch(() => undefined);
}

/** Creates the account for an address whose registration code was verified; the code is then used up. */
export async function registerAccount(input: { name: string; email: string; password: string }): Promise<UserDoc> {
  await assertOtpVerified(input.email, "register");
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await User.create({
      name: input.name,
      email: input.email,
      passwordHash,
      isVerified: true,
      role: "user",
    });
    await consumeVerifiedOtp(input.email, "register");
    const { passwordHash: _hash, ...user } = created.toObject();
    void _hash;
    return user as UserDoc;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) {
      throw conflict("An account with this email already exists. Please sign in.");
    }
    throw error;
  }
}

/**
 * Sets a new password with a reset code. Every session of the account ends (sessionVersion), earlier
 * failed sign-ins are forgotten, and a notice goes to the address.
 */
export async function resetPassword(input: { email: string; otp: string; newPassword: string }): Promise<void> {
  await consumeOtp(input.email, "reset", input.otp);
  const passwordHash = await hashPassword(input.newPassword);
  await connectToDatabase();
  const result = await User.updateOne(
    { email: input.email },
    { $set: { passwordHash, isVerified: true }, $inc: { sessionVersion: 1 } },
  );
  // Codes are only issued for existing accounts; this is an account deleted in the meantime.
  if (result.matchedCount !== 1) throw badRequest(OTP_INVALID);
  await resetLimit({ rule: LIMITS.loginPerAccount, key: input.email });
  await notifyPasswordChanged(input.email);
}

/**
 * Applies a profile edit: users change their own profile, admins anyone's. A new password ends the
 * account's other sessions (the caller re-issues the current browser's cookie when it is the user's own).
 */
export async function updateProfile(
  actor: UserDoc,
  targetId: string,
  update: ProfileUpdate,
): Promise<{ user: UserDoc; passwordChanged: boolean }> {
  const own = String(actor._id) === targetId;
  if (!own && actor.role !== "admin") throw forbidden("You can only update your own profile.");
  await connectToDatabase();
  const target = own ? actor : await User.findById(targetId).lean<UserDoc>();
  if (!target) throw notFound("User not found");

  const $set: Record<string, unknown> = {};
  if (update.name !== undefined) $set.name = update.name;
  if (update.phone !== undefined) $set.phone = update.phone;
  if (update.picture) $set.picture = (await saveImage(update.picture, "profile", "Picture")).url;
  if (update.password !== undefined) $set.passwordHash = await hashPassword(update.password);
  const passwordChanged = update.password !== undefined;

  const user = await User.findOneAndUpdate(
    { _id: target._id },
    { $set, ...(passwordChanged ? { $inc: { sessionVersion: 1 } } : {}) },
    { returnDocument: "after" },
  ).lean<UserDoc>();
  if (!user) throw notFound("User not found");
  if (passwordChanged) await notifyPasswordChanged(user.email);
  return { user, passwordChanged };
}
