import type { NotificationPreferences } from "@/lib/notifications/options";
import { route, schema } from "@/lib/contracts/route";

/** Web Push and notification preferences (docs/notifications.md). */

const notifications = () => import("@/lib/validation/notifications");

/**
 * The key browsers subscribe with (the VAPID public key), and whether push is offered at all: without keys
 * in the settings `publicKey` is null and the site does not offer it.
 */
export const pushPublicKey = route("GET", "/api/push/public-key").answers<{ publicKey: string | null }>();

/**
 * Turns push on for this browser: the browser's `PushSubscription.toJSON()`. 201; 409 when push is not
 * offered; 400 for an endpoint outside the push services the site delivers to.
 */
export const pushSubscribe = route("POST", "/api/push/subscriptions", {
  json: schema(notifications, "pushSubscribeSchema"),
}).answers<{ subscription: { endpoint: string } }>();

/** Turns push off for this browser: its endpoint; 404 unless it is the caller's. */
export const pushUnsubscribe = route("DELETE", "/api/push/subscriptions", {
  json: schema(notifications, "pushUnsubscribeSchema"),
}).answers();

/** Which notifications reach the caller by e-mail and by push; only the switches given change. */
export const updateNotificationPreferences = route("PATCH", "/api/user/notifications", {
  json: schema(notifications, "notificationPreferencesSchema"),
}).answers<{ notifications: NotificationPreferences }>();

const offQuery = { query: schema(notifications, "messageMailsOffQuerySchema") };

/**
 * The "turn off these e-mails" link of unread-message mails, followed as a link: the confirmation page
 * (nothing changes on a GET, which mail scanners also make).
 */
export const messageMailsOffLink = route("GET", "/api/notifications/message-mails", offQuery).raw();

/**
 * RFC 8058 one-click (sent by the mail client) or the confirmation page's button: turns off unread-message
 * mails for the account the signed token names (400 for a forged or altered one). A browser's form is sent
 * back to the page.
 */
export const messageMailsOff = route("POST", "/api/notifications/message-mails", offQuery).answers<{
  notifications: NotificationPreferences;
}>();
