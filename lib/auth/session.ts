import { randomBytes } from "node:crypto";
import { decode, encode, type JWT } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import type { Role } from "@/domain/accounts/options";
import { findUserById } from "@/lib/accounts/users";
import { connectToDatabase } from "@/lib/db";
import { authSecret, env } from "@/lib/env";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { log } from "@/lib/log";
import { attachGuestConversations } from "@/lib/conversations/actions";
import { claimSubmissions } from "@/lib/owners/claim";
import { RevokedSession } from "@/models/RevokedSession";
import type { UserDoc } from "@/models/User";

/**
 * One session format for every way in: next-auth's encrypted JWT cookie. next-auth writes it after Google
 * sign-in; the JSON endpoints (POST /user/login, registration) write the same cookie with `issueSession`.
 *
 * Lifetimes: a session ends after 7 days without use (idle) and 30 days after signing in (absolute),
 * whichever comes first. Use renews the idle window (next-auth's /api/auth/session, GET /user/home), never
 * past the absolute end. A session also ends at once, for every copy of its cookie, when the user signs out
 * (its id is recorded as revoked), when the password changes (the account's sessionVersion moves on), and
 * when the account is deleted: every read checks all three against the database.
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** A cookie is re-issued at most this often, so the idle window moves without a write per request. */
const RENEW_AFTER_SECONDS = 24 * 60 * 60;

export function useSecureCookies(): boolean {
  return (env().NEXTAUTH_URL ?? env().SITE_URL).startsWith("https://");
}

export function sessionCookieName(): string {
  return useSecureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/**
 * What the token carries: enough to find the user and to notice that the session was ended. `sid` names
 * the session across renewals; `authAt` is when the user signed in (seconds).
 */
export type SessionToken = JWT & { uid: string; role: Role; sv: number; sid: string; authAt: number; iat?: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);

type SessionUserFields = Pick<UserDoc, "_id" | "email" | "name" | "role" | "sessionVersion">;

/** The token of a new session for the user, or of a renewal when the session's id and start are given. */
export function tokenFor(user: SessionUserFields, session?: { sid: string; authAt: number }): SessionToken {
  return {
    sub: String(user._id),
    uid: String(user._id),
    email: user.email,
    name: user.name,
    role: user.role,
    sv: user.sessionVersion ?? 0,
    sid: session?.sid ?? randomBytes(16).toString("base64url"),
    authAt: session?.authAt ?? nowSeconds(),
  };
}

/** Seconds the session may still live: the idle window, cut short by the absolute end. */
function remainingSeconds(token: SessionToken): number {
  return Math.max(0, Math.min(SESSION_IDLE_SECONDS, token.authAt + SESSION_ABSOLUTE_SECONDS - nowSeconds()));
}

function setSessionCookie(response: NextResponse, value: string, maxAge: number): void {
  response.cookies.set(sessionCookieName(), value, {
    httpOnly: true,
    sameSite: "lax",
    secure: useSecureCookies(),
    path: "/",
    maxAge,
  });
  setSessionHint(response, maxAge);
}

/** Signs the user in on this response: a new session, or a renewal of `session` (same id and start). */
export async function issueSession(
  response: NextResponse,
  user: SessionUserFields,
  session?: { sid: string; authAt: number },
): Promise<void> {
  const token = tokenFor(user, session);
  if (!session) await claimSubmissionsAtSignIn(String(user._id));
  const maxAge = remainingSeconds(token);
  setSessionCookie(response, await encode({ token, secret: authSecret(), maxAge }), maxAge);
}

/**
 * Signing in claims the listings submitted signed out with the account's verified e-mail (lib/owners), and
 * the conversations begun signed out with it (lib/conversations). A failure is logged and the sign-in goes
 * on: My listings claims listings again when it is read, and the next sign-in the conversations.
 */
export async function claimSubmissionsAtSignIn(userId: string): Promise<void> {
  try {
    await claimSubmissions(userId);
    await attachGuestConversations(userId);
  } catch (error) {
    log.error({ err: error }, "Claiming submissions at sign-in failed");
  }
}

/** Only through endSession: clearing the cookie alone would leave copies of it working. */
function clearSession(response: NextResponse): void {
  setSessionCookie(response, "", 0);
}

/**
 * The readable "may be signed in" cookie (see session-hint.ts), set and cleared with the session cookie and
 * living as long; a max age of 0 clears it.
 */
export function setSessionHint(response: NextResponse, maxAge = SESSION_IDLE_SECONDS): void {
  response.cookies.set(SESSION_HINT_COOKIE, maxAge > 0 ? "1" : "", {
    sameSite: "lax",
    secure: useSecureCookies(),
    path: "/",
    maxAge,
  });
}

export function clearSessionHint(response: NextResponse): void {
  setSessionHint(response, 0);
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
    : `${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${SESSION_IDLE_SECONDS}; SameSite=Lax`;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", useSecureCookies() ? `${hint}; Secure` : hint);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A Set-Cookie value for one of the site's own small cookies that scripts must not read: httpOnly, `Secure`
 * whenever the site is served over https, limited to `path`, gone after `maxAge` seconds (0 clears it).
 */
export function httpOnlyCookie(
  name: string,
  value: string,
  { path, maxAge, sameSite }: { path: string; maxAge: number; sameSite: "Strict" | "Lax" },
): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    `SameSite=${sameSite}`,
    ...(useSecureCookies() ? ["Secure"] : []),
  ].join("; ");
}

/** A cookie's value; one whose encoding is broken counts as absent (a client wrote it, not this site). */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function isSessionToken(token: JWT | null): token is SessionToken {
  const t = token as Partial<SessionToken> | null;
  return Boolean(t && typeof t.uid === "string" && typeof t.sid === "string" && typeof t.authAt === "number");
}

/** The decoded session token of a request, or null (absent, malformed, tampered or expired). */
export async function readSessionToken(request: Request): Promise<SessionToken | null> {
  const raw = readCookie(request.headers.get("cookie"), sessionCookieName());
  if (!raw) return null;
  try {
    const token = await decode({ token: raw, secret: authSecret() });
    return isSessionToken(token) ? token : null;
  } catch {
    return null;
  }
}

/**
 * The account behind a token while its session is live: within the absolute lifetime, not signed out, the
 * password unchanged since (sessionVersion), and the account not deleted. Null otherwise.
 */
export async function liveSessionUser(token: JWT): Promise<UserDoc | null> {
  if (!isSessionToken(token)) return null;
  if (nowSeconds() - token.authAt >= SESSION_ABSOLUTE_SECONDS) return null;
  await connectToDatabase();
  const [user, revoked] = await Promise.all([findUserById(token.uid), RevokedSession.exists({ sid: token.sid })]);
  if (!user || revoked || (user.sessionVersion ?? 0) !== token.sv) return null;
  return user;
}

/** Records the session as ended, so every copy of its cookie stops working. */
export async function revokeSession(token: JWT | null): Promise<void> {
  if (!isSessionToken(token)) return;
  await connectToDatabase();
  const expiresAt = new Date((token.authAt + SESSION_ABSOLUTE_SECONDS) * 1000);
  await RevokedSession.updateOne({ sid: token.sid }, { $setOnInsert: { expiresAt } }, { upsert: true });
}

/** Signs this browser out: the session is revoked (not only its cookie cleared). */
export async function endSession(request: Request, response: NextResponse): Promise<void> {
  await revokeSession(await readSessionToken(request));
  clearSession(response);
}

/**
 * Moves the idle window on for a session in use: re-issues the cookie (same session) once it is a day old.
 * Never past the absolute end, and only for a session that was just checked to be live.
 */
export async function renewSessionIfDue(request: Request, response: NextResponse, user: UserDoc): Promise<void> {
  const token = await readSessionToken(request);
  if (!token || nowSeconds() - (token.iat ?? 0) < RENEW_AFTER_SECONDS) return;
  await issueSession(response, user, { sid: token.sid, authAt: token.authAt });
}

/** The signed-in user, checked against the database (see liveSessionUser); null when signed out. */
export async function getSessionUser(request: Request): Promise<UserDoc | null> {
  const token = await readSessionToken(request);
  return token ? liveSessionUser(token) : null;
}

export const NOT_SIGNED_IN = "Please log in to continue.";
export const ADMINS_ONLY = "Admins only.";
