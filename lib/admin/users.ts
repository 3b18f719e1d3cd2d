import type { QueryFilter } from "mongoose";
import { changedFields, recordAudit, type AdminActor } from "@/lib/admin/audit";
import { connectToDatabase } from "@/lib/db";
import { countMatching } from "@/lib/db/embedded-engine-gaps";
import { ConflictError, InvalidInputError, NotFoundError } from "@/lib/errors";
import type {
  AdminGrantPlanInput,
  AdminSubscriptionInput,
  AdminUpdateUserInput,
  AdminUserListQuery,
} from "@/lib/validation/admin";
import { endOfIndianDay } from "@/lib/validation/admin";
import { Favourite } from "@/models/Favourite";
import { User, type UserDoc } from "@/models/User";
import { toPublicUser } from "@/lib/accounts/serializers";
import { grantPlan, setSubscriptionSwitch, toPublicSubscription, type PlanGrant } from "@/lib/payments/subscription";

/** Text typed into a search box, matched literally: `.*` or `(a+)+` are characters, not a pattern. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/**
 * A user as the admin dashboard sees it: the public user (its plan read exactly as the user's own profile
 * reads it), plus whether the address is verified and when the account was made.
 */
export function toAdminUser(user: UserDoc) {
  return {
    ...toPublicUser(user),
    isVerified: Boolean(user.isVerified),
    createdAt: iso((user as { createdAt?: unknown }).createdAt),
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

/** What the audit log keeps of a plan: the fields a grant or a switch can change. */
const planFields = (user: UserDoc) => {
  const plan = toPublicSubscription(user.subscription);
  return {
    state: plan.state,
    planId: plan.planId,
    visitsTotal: plan.visitsTotal,
    expiresAt: plan.expiresAt,
    remarks: plan.remarks,
  };
};

/**
 * Grants or extends a plan outside the checkout: a payment taken at the office, or a complaint made good.
 * The reason and the visits given are kept in the audit entry beside the fields that changed.
 */
export async function grantPlanAsAdmin(
  actor: AdminActor,
  id: string,
  input: AdminGrantPlanInput,
  now: Date = new Date(),
): Promise<AdminUser> {
  const before = await findUserOr404(id);
  const grant: PlanGrant = {
    planId: input.planId,
    visits: input.visits,
    expiresAt: endOfIndianDay(input.expiresAt),
    remark: input.remark,
  };
  await grantPlan(id, grant, now);
  const after = await findUserOr404(id);
  const changes = {
    ...changedFields(planFields(before), planFields(after), ["state", "planId", "visitsTotal", "expiresAt", "remarks"]),
    reason: { before: null, after: input.reason },
    visitsGranted: { before: null, after: input.visits },
  };
  await recordAudit(actor, "user.plan-grant", { type: "user", id }, changes);
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
