/**
 * One-time codes sent by e-mail or SMS: issuing, hashing, checking with counted guesses, using up, and a
 * registration's proof, on one model (OneTimeCode) with each channel's settings as one table
 * (CODE_CHANNELS). Sending the code (mail, SMS), its limits and what it unlocks stay with the domains
 * (lib/accounts, lib/phones).
 */
export * from "@/lib/otp/codes";
export * from "@/domain/otp/options";
