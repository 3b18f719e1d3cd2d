import type { UserDoc } from "@/models/User";

type StoredSubscription = Partial<NonNullable<UserDoc["subscription"]>> | null | undefined;

/** A plan counts as active while it is switched on and not past its expiry. */
export function isSubscriptionActive(subscription: StoredSubscription, now: Date = new Date()): boolean {
  return Boolean(subscription?.isActive && subscription.expiresAt && new Date(subscription.expiresAt) > now);
}

/** The subscription as the browser sees it; the activation bookkeeping stays on the server. */
export function toPublicSubscription(subscription: StoredSubscription, now: Date = new Date()) {
  const visitsTotal = subscription?.visitsTotal ?? 0;
  const visitsUsed = subscription?.visitsUsed ?? 0;
  const expiresAt = subscription?.expiresAt ? new Date(subscription.expiresAt) : null;
  return {
    isActive: isSubscriptionActive(subscription, now),
    /** A plan was bought and has run out (the profile says so rather than just "Inactive"). */
    isExpired: Boolean(subscription?.isActive && expiresAt && expiresAt <= now),
    planId: subscription?.planId ?? "",
    duration: subscription?.duration ?? "",
    visitsTotal,
    visitsUsed,
    visitsLeft: Math.max(0, visitsTotal - visitsUsed),
    activatedAt: subscription?.activatedAt ? new Date(subscription.activatedAt).toISOString() : null,
    expiresAt: expiresAt ? expiresAt.toISOString() : null,
    remarks: subscription?.remarks ?? "",
  };
}

export type PublicSubscription = ReturnType<typeof toPublicSubscription>;
