import { decode, encode, type JWT } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import type { Role } from "@/lib/accounts/options";
import { findUserById } from "@/lib/accounts/users";
import { authSecret, env } from "@/lib/env";
import { forbidden, unauthorized } from "@/lib/http/errors";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
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
  response.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: useSecureCookies(),
    path: "/",
    maxAge: SESSION_MAX_AGE,
  });
  setSessionHint(response);
}

export function clearSession(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), "", {
    httpOnly: true,
    sameSite: "lax",
    secure: useSecureCookies(),
    path: "/",
    maxAge: 0,
  });
  clearSessionHint(response);
}

/** The readable "may be signed in" cookie (see session-hint.ts), set and cleared with the session. */
export function setSessionHint(response: NextResponse): void {
  response.cookies.set(SESSION_HINT_COOKIE, "1", {
    sameSite: "lax",
    secure: useSecureCookies(),
    path: "/",
    maxAge: SESSION_MAX_AGE,
  });
}

export function clearSessionHint(response: NextResponse): void {
  response.cookies.set(SESSION_HINT_COOKIE, "", { sameSite: "lax", secure: useSecureCookies(), path: "/", maxAge: 0 });
}

/**
 * next-auth writes and clears the session cookie itself (Google sign-in, sign-out through its routes): its
 * answer gets the hint cookie to match.
 */
export function withSessionHint(response: Response): Response {
  const name = sessionCookieName();
  const written = response.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith(`${name}=`) || cookie.startsWith(`${name}.`));
  if (!written.length) return response;
  const cleared = written.every((cookie) => cookie.startsWith(`${name}=;`) || /max-age=0(;|$)/i.test(cookie));
  const hint = cleared
    ? `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${SESSION_MAX_AGE}; SameSite=Lax`;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", useSecureCookies() ? `${hint}; Secure` : hint);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
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
