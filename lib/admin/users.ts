import type { QueryFilter } from "mongoose";
import { changedFields, recordAudit, type AdminActor } from "@/lib/admin/audit";
import { connectToDatabase } from "@/lib/db";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { ConflictError, InvalidInputError, NotFoundError } from "@/lib/errors";
import type { AdminSubscriptionInput, AdminUpdateUserInput, AdminUserListQuery } from "@/lib/validation/admin";
import { Favourite } from "@/models/Favourite";
import { User, type UserDoc } from "@/models/User";
import { toPublicUser } from "@/lib/accounts/serializers";
import { setSubscriptionSwitch, toPublicSubscription } from "@/lib/payments/subscription";

/** Text typed into a search box, matched literally: `.*` or `(a+)+` are characters, not a pattern. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/**
 * A user as the admin dashboard sees it: the public user, plus when the account was made, and the plan's
 * stored on/off switch (the one the admin edits), not whether it is live today. Plan fields are read with
 * fallbacks, so accounts stored before the plan fields were renamed still read.
 */
export function toAdminUser(user: UserDoc) {
  const sub = (user.subscription ?? {}) as Record<string, unknown>;
  const stored = {
    ...(user.subscription ?? {}),
    visitsTotal: [sub.visitsTotal, sub.houseVisits].find((v) => typeof v === "number") ?? 0,
    activatedAt: sub.activatedAt ?? sub.startedAt,
  } as NonNullable<UserDoc["subscription"]>;
  return {
    ...toPublicUser(user),
    isVerified: Boolean(user.isVerified),
    createdAt: iso((user as { createdAt?: unknown }).createdAt),
    subscription: { ...toPublicSubscription(stored), isActive: Boolean(sub.isActive) },
  };
}

export type AdminUser = ReturnType<typeof toAdminUser>;

/** Users newest first; `q` is a case-insensitive part of the name or e-mail, matched literally. */
export async function listUsers({ page, limit, q }: AdminUserListQuery) {
  await connectToDatabase();
  const filter: QueryFilter<UserDoc> = {};
  if (q) {
    const pattern = new RegExp(escapeRegex(q), "i");
    filter.$or = [{ name: pattern }, { email: pattern }];
  }
  const [docs, total] = await Promise.all([
    User.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<UserDoc[]>(),
    countMatching(User, filter),
  ]);
  return { users: docs.map(toAdminUser), total, page, limit };
}

async function findUserOr404(id: string): Promise<UserDoc> {
  await connectToDatabase();
  const user = await User.findById(id).lean<UserDoc>();
  if (!user) throw new NotFoundError("User not found");
  return user;
}

/** The edit-user dialog: name, e-mail, phone. An e-mail another account uses is a 409. */
export async function updateUserInfo(actor: AdminActor, id: string, input: AdminUpdateUserInput): Promise<AdminUser> {
  const before = await findUserOr404(id);
  if (input.email && input.email !== before.email && (await User.exists({ email: input.email, _id: { $ne: id } }))) {
    throw new ConflictError("Another account already uses this e-mail address.");
  }
  try {
    await User.updateOne({ _id: id }, { $set: input });
  } catch (error) {
    // Two admins saving the same address at once: the unique index decides.
    if ((error as { code?: number }).code === 11000)
      throw new ConflictError("Another account already uses this e-mail address.");
    throw error;
  }
  const after = await findUserOr404(id);
  await recordAudit(
    actor,
    "user.update",
    { type: "user", id },
    changedFields(before, after, ["name", "email", "phone"]),
  );
  return toAdminUser(after);
}

/** The edit-subscription dialog: switch the plan on or off and note why. */
export async function updateUserSubscription(
  actor: AdminActor,
  id: string,
  input: AdminSubscriptionInput,
): Promise<AdminUser> {
  const before = await findUserOr404(id);
  await setSubscriptionSwitch(id, { isActive: input.isActive, remark: input.remark });
  const after = await findUserOr404(id);
  const changes = changedFields(
    { isActive: Boolean(before.subscription?.isActive), remarks: before.subscription?.remarks ?? "" },
    { isActive: Boolean(after.subscription?.isActive), remarks: after.subscription?.remarks ?? "" },
    ["isActive", "remarks"],
  );
  await recordAudit(actor, "user.subscription", { type: "user", id }, changes);
  return toAdminUser(after);
}

/**
 * Deletes an account and its saved listings. Its sessions end with it: every session lookup reads the user
 * from the database and finds none. An admin cannot delete their own account (they would lock themselves out).
 */
export async function deleteUser(actor: AdminActor, id: string): Promise<void> {
  if (String(actor._id) === id) throw new InvalidInputError("You cannot delete your own account.");
  const before = await findUserOr404(id);
  await User.deleteOne({ _id: id });
  await Favourite.deleteMany({ user: id });
  await recordAudit(
    actor,
    "user.delete",
    { type: "user", id },
    changedFields({ name: before.name, email: before.email, role: before.role }, null, ["name", "email", "role"]),
  );
}
