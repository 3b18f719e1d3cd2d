/**
 * Mobile numbers: reading them (E.164, India unless allowed otherwise), sending SMS codes (the codes are
 * lib/otp's, channel "sms") and the limits against SMS pumping, verifying an account's or a submission's
 * number, the "Phone verified" mark of listings, and signing in with a code. The SMS itself is sent by
 * lib/sms.
 */
export * from "@/lib/phones/number";
export * from "@/lib/phones/sending";
export * from "@/lib/phones/sign-in";
export * from "@/lib/phones/verification";
