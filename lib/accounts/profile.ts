import { verifyPassword } from "@/lib/accounts/password";
import { notifyPasswordChanged } from "@/lib/accounts/password-change";
import { hashPassword } from "@/lib/accounts/password";
import { assertPasswordAllowed } from "@/lib/accounts/password-rules";
import { connectToDatabase } from "@/lib/db";
import { accountLanguage } from "@/lib/i18n/request-language";
import { ForbiddenError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { claimAttempts, LIMITS, minutesText, releaseAttempts, type ThrottleCheck } from "@/lib/rate-limit";
import { deleteStoredImage, MAX_IMAGE_BYTES, saveImage } from "@/lib/storage";
import { notificationPreferences } from "@/lib/notifications/preferences";
import type { NotificationPreferences } from "@/lib/notifications/options";
import type { NotificationPreferencesInput } from "@/lib/validation/notifications";
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, type ProfileUpdate } from "@/lib/validation/profile";
import { User, type UserDoc } from "@/models/User";

/** The largest profile form accepted: one picture of at most 10 MB plus the text fields. */
export const PROFILE_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;
export const PROFILE_TOO_LARGE = "Picture is larger than 10 MB";

/**
 * A new password needs the current one, so a borrowed or stolen session cannot take the account over. Only
 * an account without a password (Google sign-in only) may set its first one without. Wrong answers count
 * like failed sign-ins, so this is no way around the sign-in limits.
 */
async function assertCurrentPassword(user: UserDoc, currentPassword: string | undefined, ip: string) {
  const stored = await User.findById(user._id).select("+passwordHash").lean<{ passwordHash?: string }>();
  if (!stored?.passwordHash) return;
  if (!currentPassword)
    throw new InvalidInputError(CURRENT_PASSWORD_REQUIRED, { currentPassword: CURRENT_PASSWORD_REQUIRED });
  // Counted before the comparison, like a sign-in; per account rather than against sign-ins from elsewhere,
  // so an attack on the account does not stop its signed-in owner from changing the password.
  const checks: ThrottleCheck[] = [
    { rule: LIMITS.loginPerAccountAndIp, key: `${user.email}|${ip}` },
    { rule: LIMITS.currentPasswordPerAccount, key: String(user._id) },
  ];
  const claims = await claimAttempts(checks, (s) => `Too many failed attempts. Please try again in ${minutesText(s)}.`);
  if (!(await verifyPassword(stored.passwordHash, currentPassword))) {
    throw new InvalidInputError(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  await releaseAttempts(claims);
}

/**
 * Applies a profile edit: users change their own profile, admins anyone's name, phone and picture. Only the
 * account holder changes its password; a new one ends the account's other sessions (the caller re-issues
 * this browser's cookie). A replaced picture is deleted from storage.
 */
export async function updateProfile(
  actor: UserDoc,
  targetId: string,
  update: ProfileUpdate,
  ip: string,
): Promise<{ user: UserDoc; passwordChanged: boolean }> {
  const own = String(actor._id) === targetId;
  if (!own && actor.role !== "admin") throw new ForbiddenError("You can only update your own profile.");
  const passwordChanged = update.password !== undefined;
  if (passwordChanged && !own) throw new ForbiddenError("Only the account holder can change its password.");
  await connectToDatabase();
  const target = own ? actor : await User.findById(targetId).lean<UserDoc>();
  if (!target) throw new NotFoundError("User not found");

  if (update.password !== undefined) {
    assertPasswordAllowed(update.password, "password");
    await assertCurrentPassword(target, update.currentPassword, ip);
  }
  const $set: Record<string, unknown> = {};
  if (update.name !== undefined) $set.name = update.name;
  if (update.phone !== undefined) $set.phone = update.phone;
  if (update.language !== undefined) $set.language = update.language;
  if (update.password !== undefined) $set.passwordHash = await hashPassword(update.password);
  if (update.picture) $set.picture = (await saveImage(update.picture, "profile", "Picture")).url;

  const user = await User.findOneAndUpdate(
    { _id: target._id },
    { $set, ...(passwordChanged ? { $inc: { sessionVersion: 1 } } : {}) },
    { returnDocument: "after" },
  ).lean<UserDoc>();
  if (!user) {
    if (typeof $set.picture === "string") await deleteStoredImage($set.picture);
    throw new NotFoundError("User not found");
  }
  if (typeof $set.picture === "string" && target.picture && target.picture !== user.picture) {
    await deleteStoredImage(target.picture);
  }
  if (passwordChanged) await notifyPasswordChanged(user.email, accountLanguage(user));
  return { user, passwordChanged };
}

/**
 * Changes which notifications reach the user and how; only the fields given change (one `$set` of dotted
 * paths, so two tabs changing different switches do not undo each other).
 */
export async function updateNotificationPreferences(
  userId: string,
  update: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  await connectToDatabase();
  const $set: Record<string, boolean> = {};
  for (const [kind, channels] of Object.entries(update)) {
    for (const [channel, value] of Object.entries(channels ?? {})) {
      if (typeof value === "boolean") $set[`notifications.${kind}.${channel}`] = value;
    }
  }
  const user = await User.findOneAndUpdate({ _id: userId }, { $set }, { returnDocument: "after" }).lean<UserDoc>();
  if (!user) throw new NotFoundError("User not found");
  return notificationPreferences(user);
}

/** The account's notification preferences (null when there is no such account). */
export async function findNotificationPreferences(userId: string): Promise<NotificationPreferences | null> {
  await connectToDatabase();
  const user = await User.findById(userId, { notifications: 1 }).lean();
  return user ? notificationPreferences(user) : null;
}
