// Browser-safe: the channels one-time codes go out by and each channel's settings, one table shared by
// lib/otp, the model, the domains' purpose lists and the forms' code schemas.

/**
 * Each channel's codes: how many digits they have, how many minutes a code lives from its issue (checking it
 * never extends that), how many guesses it takes before it is deleted, and what a code may be for. Whatever is
 * not in this table is the same for every channel (lib/otp).
 */
export const CODE_CHANNELS = {
  /** E-mailed codes: finishing a registration, choosing a new password (lib/accounts). */
  email: { digits: 6, lifetimeMinutes: 10, maxAttempts: 5, purposes: ["register", "reset"] },
  /** SMS codes: verifying an account's number, signing in, confirming a submitted listing's number (lib/phones). */
  sms: { digits: 6, lifetimeMinutes: 10, maxAttempts: 5, purposes: ["verify", "login", "listing"] },
} as const satisfies Record<
  string,
  { digits: number; lifetimeMinutes: number; maxAttempts: number; purposes: readonly string[] }
>;

export type CodeChannel = keyof typeof CODE_CHANNELS;
export type CodePurpose<C extends CodeChannel = CodeChannel> = (typeof CODE_CHANNELS)[C]["purposes"][number];

export const CODE_CHANNEL_NAMES = Object.keys(CODE_CHANNELS) as CodeChannel[];

/** Every purpose of every channel. */
export const CODE_PURPOSES: readonly CodePurpose[] = CODE_CHANNEL_NAMES.flatMap((channel) => [
  ...CODE_CHANNELS[channel].purposes,
]);

/** A code as a form reads it: exactly the channel's number of digits. */
export function codePattern(channel: CodeChannel): RegExp {
  return new RegExp(`^\\d{${CODE_CHANNELS[channel].digits}}$`);
}
