import { z } from "@/lib/validation/zod";

/** A base64url string of exactly `bytes` bytes (no padding), as the Push API gives a subscription's keys. */
const base64urlOf = (bytes: number, what: string) =>
  z
    .string({ message: `${what} must be text` })
    .length(Math.ceil((bytes * 4) / 3), `${what} is not a valid key`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} is not a valid key`);

const endpoint = z
  .string({ message: "The subscription's endpoint must be text" })
  .max(2048, "The subscription's endpoint is too long")
  .url("The subscription's endpoint must be a URL")
  .refine((value) => value.startsWith("https://"), "The subscription's endpoint must be an https URL");

/** POST /api/push/subscriptions: `PushSubscription.toJSON()` of the browser, as it gives it. */
export const pushSubscribeSchema = z.strictObject({
  endpoint,
  expirationTime: z.number({ message: "expirationTime must be a number" }).int().positive().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64urlOf(65, "The p256dh key"),
    auth: base64urlOf(16, "The auth secret"),
  }),
});

/** DELETE /api/push/subscriptions: this browser's endpoint. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint });

const channels = z.strictObject({
  email: z.boolean({ message: "email must be true or false" }).optional(),
  push: z.boolean({ message: "push must be true or false" }).optional(),
});

/** The listing reminders' mail always goes (FIXED_CHANNELS in lib/notifications/options.ts): push only. */
const reminderChannels = z.strictObject(
  { push: z.boolean({ message: "push must be true or false" }).optional() },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "Listing reminders always come by e-mail; only push can be switched"
        : undefined,
  },
);

/** PATCH /api/user/notifications: any of the kinds, any of their switchable channels. */
export const notificationPreferencesSchema = z
  .strictObject({
    messages: channels.optional(),
    alerts: channels.optional(),
    priceDrops: channels.optional(),
    reminders: reminderChannels.optional(),
  })
  .refine(
    (v) =>
      [v.messages, v.alerts, v.priceDrops, v.reminders].some(
        (c) => c && Object.values(c).some((on) => on !== undefined),
      ),
    {
      message: "Nothing to change",
    },
  );

/** The token of a "turn these mails off" link. */
export const messageMailsOffQuerySchema = z.strictObject({
  token: z
    .string({ message: "The link is not valid" })
    .min(1, "The link is not valid")
    .max(300, "The link is not valid"),
});

export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;
