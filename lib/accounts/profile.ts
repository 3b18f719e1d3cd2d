import { notifyPasswordChanged } from "@/lib/accounts/password-change";
import { hashPassword } from "@/lib/accounts/password";
import { connectToDatabase } from "@/lib/db";
import { forbidden, notFound } from "@/lib/http";
import { MAX_IMAGE_BYTES, saveImage } from "@/lib/storage";
import type { ProfileUpdate } from "@/lib/validation/profile";
import { User, type UserDoc } from "@/models/User";

/** The largest profile form accepted: one picture of at most 10 MB plus the text fields. */
export const PROFILE_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;
export const PROFILE_TOO_LARGE = "Picture is larger than 10 MB";

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
