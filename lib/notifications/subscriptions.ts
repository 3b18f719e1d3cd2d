import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { ConflictError, InvalidInputError, NotFoundError } from "@/lib/errors";
import { consumeOrRefuse, LIMITS, minutesText } from "@/lib/rate-limit";
import { MAX_PUSH_SUBSCRIPTIONS } from "@/lib/notifications/options";
import { isAllowedPushEndpoint, vapidDetails } from "@/lib/notifications/push";
import type { PushSubscribeInput } from "@/lib/validation/notifications";
import { PushSubscription } from "@/models/PushSubscription";

export const PUSH_NOT_OFFERED = "Push notifications are not offered on this site.";
export const PUSH_SERVICE_REFUSED = "This browser's push service is not one the site can deliver to.";
export const SUBSCRIPTION_NOT_FOUND = "This device is not subscribed.";

/**
 * Turns push on for this browser and account (again: the same endpoint updates its keys and owner). When
 * the account already has the most devices allowed, its oldest subscriptions give way.
 */
export async function subscribeToPush(userId: string, input: PushSubscribeInput): Promise<{ endpoint: string }> {
  if (!vapidDetails()) throw new ConflictError(PUSH_NOT_OFFERED);
  if (!isAllowedPushEndpoint(input.endpoint)) {
    throw new InvalidInputError(PUSH_SERVICE_REFUSED, { endpoint: PUSH_SERVICE_REFUSED });
  }
  await connectToDatabase();
  await consumeOrRefuse(
    [{ rule: LIMITS.pushSubscribePerUser, key: userId }],
    (seconds) => `Too many devices turned on. Please try again in ${minutesText(seconds)}.`,
  );
  const user = new mongoose.Types.ObjectId(userId);
  // The unique endpoint index keeps two racing subscribes of one browser to one document.
  await PushSubscription.init();
  await PushSubscription.updateOne(
    { endpoint: input.endpoint },
    {
      $set: {
        user,
        keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
        expiresAt: input.expirationTime ? new Date(input.expirationTime) : null,
      },
    },
    { upsert: true },
  );
  const extra = await PushSubscription.find({ user }, { _id: 1 })
    .sort({ createdAt: -1, _id: -1 })
    .skip(MAX_PUSH_SUBSCRIPTIONS)
    .lean();
  if (extra.length) await PushSubscription.deleteMany({ _id: { $in: extra.map((s) => s._id) } });
  return { endpoint: input.endpoint };
}

/** Turns push off for this browser; only the caller's own subscription (else 404). */
export async function unsubscribeFromPush(userId: string, endpoint: string): Promise<void> {
  await connectToDatabase();
  const { deletedCount } = await PushSubscription.deleteOne({ user: userId, endpoint });
  if (!deletedCount) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
}
