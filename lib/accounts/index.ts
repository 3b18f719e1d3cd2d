/**
 * Accounts: registration, password sign-in with its failure limits, e-mail codes (OTP) for registering and
 * resetting, password changes, profile edits, and the user record that leaves the server. How a signed-in
 * browser is recognised (the next-auth cookie) lives in lib/auth.
 */
export * from "@/lib/accounts/credentials";
export * from "@/lib/accounts/email-codes";
export * from "@/lib/accounts/password";
export * from "@/lib/accounts/password-change";
export * from "@/lib/accounts/password-rules";
export * from "@/lib/accounts/profile";
export * from "@/lib/accounts/registration";
export * from "@/lib/accounts/serializers";
export * from "@/lib/accounts/users";
export type { UserDoc } from "@/models/User";
