/** Browser-safe: the kinds of notification and the ways each can reach a person. */
export const NOTIFICATION_KINDS = ["messages", "alerts", "priceDrops", "reminders"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ["email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationPreferences = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/** Everything on until the person says otherwise: push still needs a device that has been turned on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  messages: { email: true, push: true },
  alerts: { email: true, push: true },
  priceDrops: { email: true, push: true },
  reminders: { email: true, push: true },
};

/**
 * Channels a kind always uses, which no switch turns off. The monthly "still available?" mail is how an
 * owner learns their listing is about to expire; without it a listing would leave the site unannounced.
 */
export const FIXED_CHANNELS: Partial<Record<NotificationKind, readonly NotificationChannel[]>> = {
  reminders: ["email"],
};

/** Whether the person may switch this channel of this kind off. */
export const isSwitchable = (kind: NotificationKind, channel: NotificationChannel): boolean =>
  !FIXED_CHANNELS[kind]?.includes(channel);

/** The most subscriptions one account keeps; subscribing one more device replaces its oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
