import type { UserDoc } from "@/models/User";

/** The user as the browser sees it: never the password hash, the Google id or internal counters. */
export function toPublicUser(user: UserDoc) {
  return {
    _id: String(user._id),
    name: user.name,
    email: user.email,
    phone: user.phone ?? "",
    picture: user.picture ?? "",
    role: user.role,
    isVerified: user.isVerified,
    subscription: {
      isActive: user.subscription?.isActive ?? false,
      duration: user.subscription?.duration ?? "",
      planId: user.subscription?.planId ?? "",
      remarks: user.subscription?.remarks ?? "",
      houseVisits: user.subscription?.houseVisits ?? 0,
      expiresAt: user.subscription?.expiresAt ? new Date(user.subscription.expiresAt).toISOString() : null,
    },
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;
