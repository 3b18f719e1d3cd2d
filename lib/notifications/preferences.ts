import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  isSwitchable,
  type NotificationPreferences,
} from "@/lib/notifications/options";

type StoredPreferences =
  | {
      [K in keyof NotificationPreferences]?: { email?: boolean | null; push?: boolean | null } | null;
    }
  | null;

/**
 * A user's preferences with every gap filled by the default: accounts made before preferences existed, and
 * documents read without mongoose's defaults (lean reads), have none stored. A channel no switch turns off
 * (FIXED_CHANNELS) is on whatever is stored.
 */
export function notificationPreferences(user: { notifications?: StoredPreferences }): NotificationPreferences {
  const stored = user.notifications ?? {};
  const result = {} as NotificationPreferences;
  for (const kind of NOTIFICATION_KINDS) {
    result[kind] = { ...DEFAULT_NOTIFICATION_PREFERENCES[kind] };
    for (const channel of NOTIFICATION_CHANNELS) {
      const value = stored[kind]?.[channel];
      if (typeof value === "boolean" && isSwitchable(kind, channel)) result[kind][channel] = value;
    }
  }
  return result;
}
