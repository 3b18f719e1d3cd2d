import { accountLanguage } from "@/lib/i18n/request-language";
import { notificationPreferences } from "@/lib/notifications/preferences";
import { toPublicSubscription } from "@/lib/payments/subscription";
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
    /** The number this account proved by SMS (E.164), and whether there is one. */
    phoneVerified: Boolean(user.verifiedPhone),
    verifiedPhone: user.verifiedPhone ?? "",
    subscription: toPublicSubscription(user.subscription),
    notifications: notificationPreferences(user),
    /** The language the site writes to the account in; "" until chosen (then the page's language is used). */
    language: accountLanguage(user) ?? "",
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;
