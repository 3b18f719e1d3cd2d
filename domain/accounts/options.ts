import { CODE_CHANNELS } from "@/domain/otp/options";

// Browser-safe option lists of accounts, shared by the forms and the mongoose models.

/** What an e-mail code is for: finishing a registration or choosing a new password (lib/otp's table). */
export const OTP_PURPOSES = CODE_CHANNELS.email.purposes;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Who an account belongs to: a home seeker, a broker, or one of the site's admins. */
export const ROLES = ["user", "broker", "admin"] as const;
export type Role = (typeof ROLES)[number];
