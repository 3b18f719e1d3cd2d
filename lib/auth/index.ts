/**
 * Sign-in wiring: next-auth's options (Credentials and Google), the session cookie every way in shares,
 * and `Caller` (caller.ts), who is asking, which the route wrapper (lib/http/route.ts) resolves once per
 * request and checks against the route's `auth`. Browser code imports callback-url.ts and messages.ts
 * directly; this file loads the database layer.
 */
export * from "@/lib/auth/callback-url";
export * from "@/lib/auth/caller";
export * from "@/lib/auth/google";
export * from "@/lib/auth/known-device-cookie";
export * from "@/lib/auth/messages";
export * from "@/lib/auth/options";
export * from "@/lib/auth/registration-cookie";
export * from "@/lib/auth/session";
export * from "@/lib/auth/session-hint";
export * from "@/lib/auth/signed-in";
