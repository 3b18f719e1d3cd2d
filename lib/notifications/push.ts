import webpush, { WebPushError } from "web-push";
import { connectToDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { PushSubscription } from "@/models/PushSubscription";

/** What a push carries to the service worker (public/sw.js shows it as a notification). */
export type PushPayload = {
  title: string;
  body: string;
  /** The site path the notification opens. */
  url: string;
  /** Notifications with one tag replace each other on the device (one per thread, say). */
  tag?: string;
};

type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** The VAPID keys and contact, or null when push is not set up (then it is not offered). */
export function vapidDetails(): VapidDetails | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT, SUPPORT_EMAIL } = env();
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: VAPID_SUBJECT ?? `mailto:${SUPPORT_EMAIL}` };
}

/** The key browsers subscribe with (the VAPID public key), or null when push is not offered. */
export const pushPublicKey = (): string | null => vapidDetails()?.publicKey ?? null;

/**
 * Whether the server may deliver to this endpoint: an https URL on one of PUSH_SERVICE_HOSTS (or a
 * subdomain). A subscription is a URL the server will call, so anything else would let a user aim the
 * server at a host of their choosing.
 */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return env()
    .PUSH_SERVICE_HOSTS.split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A push is worth little after a day: the service drops it rather than delivering stale news. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type PushOutcome = { sent: number; removed: number; failed: number };

/**
 * Sends one push to every device the user turned on. A subscription the push service no longer knows (404)
 * or that has ended (410) is deleted; other failures are logged and the rest still go. Never throws for a
 * delivery failure: the caller's own work (a mail, a stored message) stands either way.
 */
export async function sendPushToUser(userId: string, payload: PushPayload): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  const vapid = vapidDetails();
  if (!vapid) return outcome;
  await connectToDatabase();
  const subscriptions = await PushSubscription.find({ user: userId }).lean();
  const body = JSON.stringify(payload);
  for (const subscription of subscriptions) {
    const keys = subscription.keys;
    if (!keys || !isAllowedPushEndpoint(subscription.endpoint)) {
      outcome.failed += 1;
      continue;
    }
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
        body,
        { vapidDetails: vapid, TTL: TIME_TO_LIVE_SECONDS, timeout: SEND_TIMEOUT_MS },
      );
      outcome.sent += 1;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        // Only this exact document: the endpoint may have been subscribed again meanwhile.
        await PushSubscription.deleteOne({ _id: subscription._id, updatedAt: subscription.updatedAt });
        outcome.removed += 1;
      } else {
        log.warn(
          { err: error, status: error instanceof WebPushError ? error.statusCode : undefined },
          "A push could not be delivered",
        );
        outcome.failed += 1;
      }
    }
  }
  return outcome;
}
