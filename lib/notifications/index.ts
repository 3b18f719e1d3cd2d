/**
 * Notifications. Server only. Web Push to the devices a person turned on (push.ts, subscriptions.ts), and
 * the preferences that say which kinds reach them by e-mail and by push (preferences.ts,
 * lib/accounts/profile.ts changes them). docs/notifications.md.
 */
export * from "@/lib/notifications/push";
export * from "@/lib/notifications/subscriptions";
export * from "@/lib/notifications/preferences";
export * from "@/lib/notifications/message-mails-link";
