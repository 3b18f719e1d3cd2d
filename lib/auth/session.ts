import { decode, encode, type JWT } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import type { Role } from "@/lib/accounts/options";
import { findUserById } from "@/lib/accounts/users";
import { authSecret, env } from "@/lib/env";
import { forbidden, unauthorized } from "@/lib/http/errors";
import type { UserDoc } from "@/models/User";

/**
 * One session format for every way in: next-auth's encrypted JWT cookie. next-auth writes it after Google
 * sign-in; the JSON endpoints (POST /user/login, registration) write the same cookie with `issueSession`.
 */
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

export function useSecureCookies(): boolean {
  return (env().NEXTAUTH_URL ?? env().SITE_URL).startsWith("https://");
}

export function sessionCookieName(): string {
  return useSecureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** What the token carries: enough to find the user and to notice that the session was ended. */
export type SessionToken = JWT & { uid: string; role: Role; sv: number };

export function tokenFor(user: Pick<UserDoc, "_id" | "email" | "name" | "role" | "sessionVersion">): SessionToken {
  return {
    sub: String(user._id),
    uid: String(user._id),
    email: user.email,
    name: user.name,
    role: user.role,
    sv: user.sessionVersion ?? 0,
  };
}

export async function issueSession(response: NextResponse, user: Parameters<typeof tokenFor>[0]): Promise<void> {
  const token = await encode({ token: tokenFor(user), secret: authSecret(), maxAge: SESSION_MAX_AGE });
  response.cookies.set(sessionCookieName(), token, { ...sessionCookieOptions(), maxAge: SESSION_MAX_AGE });
}

export function clearSession(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
}

/** Written and cleared with the same attributes, or the browser keeps the old cookie beside the new one. */
function sessionCookieOptions() {
  return { httpOnly: true, sameSite: "lax" as const, secure: useSecureCookies(), path: "/" };
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The decoded session token of a request, or null (absent, tampered or expired). */
export async function readSessionToken(request: Request): Promise<SessionToken | null> {
  const raw = readCookie(request.headers.get("cookie"), sessionCookieName());
  if (!raw) return null;
  try {
    const token = (await decode({ token: raw, secret: authSecret() })) as SessionToken | null;
    return token?.uid ? token : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in user, checked against the database: a deleted user, or a session issued before the last
 * password change (sessionVersion bumped), counts as signed out.
 */
export async function getSessionUser(request: Request): Promise<UserDoc | null> {
  const token = await readSessionToken(request);
  if (!token) return null;
  const user = await findUserById(token.uid);
  if (!user || (user.sessionVersion ?? 0) !== token.sv) return null;
  return user;
}

export async function requireUser(request: Request): Promise<UserDoc> {
  const user = await getSessionUser(request);
  if (!user) throw unauthorized("Please log in to continue.");
  return user;
}

export async function requireAdmin(request: Request): Promise<UserDoc> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw forbidden("Admins only.");
  return user;
}
