import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { findUserById, signInWithPassword } from "@/lib/accounts";
import { findOrCreateGoogleUser } from "@/lib/auth/google";
import { SESSION_MAX_AGE, tokenFor, useSecureCookies, type SessionToken } from "@/lib/auth/session";
import { authSecret, env } from "@/lib/env";
import { clientIp, HttpError } from "@/lib/http";
import { loginSchema } from "@/lib/validation/auth";

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
          const user = await signInWithPassword(parsed.data.email, parsed.data.password, clientIp({ headers }));
          return { id: String(user._id), email: user.email, name: user.name };
        } catch (error) {
          // A wrong password is a plain refusal; a rate limit carries its message to the client.
          if (error instanceof HttpError && error.status === 401) return null;
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
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
    pages: { signIn: "/login", error: "/login" },
    providers,
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
          if (result.ok) return { ...token, ...tokenFor(result.user) };
        } else if (account && user) {
          const found = await findUserById(user.id);
          if (found) return { ...token, ...tokenFor(found) };
        } else if (!(await sessionStillValid(token as SessionToken))) {
          // next-auth answers a throw here by clearing the cookie: a deleted account or a session ended by
          // a password change reads as signed out, as it does everywhere else (getSessionUser).
          throw new Error("Session ended");
        }
        return token as SessionToken;
      },
      async session({ session, token }) {
        const t = token as SessionToken;
        return { ...session, user: { ...session.user, id: t.uid, role: t.role } };
      },
    },
  };
}

/** The account still exists and its sessions have not been ended since this token was issued. */
async function sessionStillValid(token: SessionToken): Promise<boolean> {
  const user = token.uid ? await findUserById(token.uid) : null;
  return Boolean(user) && (user!.sessionVersion ?? 0) === (token.sv ?? 0);
}
