import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { findUserById, signInWithPassword } from "@/lib/accounts";
import { findOrCreateGoogleUser } from "@/lib/auth/google";
import { readKnownDevice } from "@/lib/auth/known-device-cookie";
import {
  claimSubmissionsAtSignIn,
  liveSessionUser,
  revokeSession,
  SESSION_IDLE_SECONDS,
  tokenFor,
  useSecureCookies,
  type SessionToken,
} from "@/lib/auth/session";
import { authSecret, env } from "@/lib/env";
import { UnauthenticatedError } from "@/lib/errors";
import { clientIp } from "@/lib/http";
import { loginSchema } from "@/lib/validation/auth";
import { log } from "@/lib/log";

export function googleConfigured(): boolean {
  return Boolean(env().GOOGLE_CLIENT_ID && env().GOOGLE_CLIENT_SECRET);
}

/** next-auth: JWT sessions in an httpOnly cookie; Credentials and (when configured) Google. */
export function authOptions(): NextAuthOptions {
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse({ email: credentials?.email, password: credentials?.password });
        if (!parsed.success) return null;
        const headers = new Headers(req?.headers as Record<string, string> | undefined);
        try {
          const user = await signInWithPassword(parsed.data.email, parsed.data.password, {
            ip: clientIp({ headers }),
            knownDevice: readKnownDevice({ headers }),
          });
          return { id: String(user._id), email: user.email, name: user.name };
        } catch (error) {
          // A wrong password is a plain refusal; a rate limit carries its message to the client.
          if (error instanceof UnauthenticatedError) return null;
          throw error;
        }
      },
    }),
  ];
  if (googleConfigured()) {
    providers.push(
      GoogleProvider({
        clientId: env().GOOGLE_CLIENT_ID!,
        clientSecret: env().GOOGLE_CLIENT_SECRET!,
        wellKnown: env().GOOGLE_WELL_KNOWN_URL,
        authorization: { params: { scope: "openid email profile", prompt: "select_account" } },
      }),
    );
  }
  return {
    secret: authSecret(),
    useSecureCookies: useSecureCookies(),
    // maxAge is the idle window: next-auth renews it on use; the jwt callback enforces the absolute end.
    session: { strategy: "jwt", maxAge: SESSION_IDLE_SECONDS },
    pages: { signIn: "/login", error: "/login" },
    providers,
    logger: {
      // A session that ended (signed out, expired, password changed) is an expected answer, not an error.
      error(code, metadata) {
        if (code === "JWT_SESSION_ERROR") return;
        log.error({ code, detail: metadata }, `Sign-in library error ${code}`);
      },
      warn(code) {
        log.warn({ code }, `Sign-in library warning ${code}`);
      },
      debug() {},
    },
    events: {
      // next-auth's own sign-out (POST /api/auth/signout) ends the session for every copy of the cookie.
      async signOut({ token }) {
        await revokeSession(token);
      },
    },
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider !== "google") return true;
        const result = await findOrCreateGoogleUser(profile as Record<string, unknown> | undefined);
        // A string sends the browser back to the login page with a reason it can show.
        return result.ok ? true : `/login?error=${result.reason}`;
      },
      async jwt({ token, account, profile, user }) {
        if (account?.provider === "google") {
          const result = await findOrCreateGoogleUser(profile as Record<string, unknown> | undefined);
          if (result.ok) {
            await claimSubmissionsAtSignIn(String(result.user._id));
            return { ...token, ...tokenFor(result.user) };
          }
          throw new Error("Google sign-in refused");
        }
        if (account && user) {
          const found = await findUserById(user.id);
          if (found) {
            await claimSubmissionsAtSignIn(String(found._id));
            return { ...token, ...tokenFor(found) };
          }
          throw new Error("Account not found");
        }
        // Every later read (/api/auth/session): a session that was signed out, outlived its absolute
        // lifetime, or belongs to a changed or deleted account is not renewed; throwing makes next-auth
        // answer "no session" and clear the cookie.
        const live = await liveSessionUser(token);
        if (!live) throw new Error("Session ended");
        return { ...(token as SessionToken), role: live.role, name: live.name, email: live.email };
      },
      async session({ session, token }) {
        const t = token as SessionToken;
        return { ...session, user: { ...session.user, id: t.uid, role: t.role } };
      },
    },
  };
}
