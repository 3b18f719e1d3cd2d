/** Browser-safe: the kinds of notification and the ways each can reach a person. */
export const NOTIFICATION_KINDS = ["messages", "alerts"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ["email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationPreferences = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/** Everything on until the person says otherwise: push still needs a device that has been turned on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  messages: { email: true, push: true },
  alerts: { email: true, push: true },
};

export const KIND_LABELS: Record<NotificationKind, string> = {
  messages: "New messages",
  alerts: "Saved-search alerts",
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: "E-mail",
  push: "Push on my devices",
};

/** The most subscriptions one account keeps; subscribing one more device replaces its oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
