import { decode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { KNOWN_DEVICE_SECONDS, newKnownDeviceToken, type TokenUser } from "@/lib/accounts/known-device";
import { httpOnlyCookie, readCookie, sessionCookieName, useSecureCookies } from "@/lib/auth/session";
import { authSecret } from "@/lib/env";

/**
 * The known-device cookie (lib/accounts/known-device.ts): set after every successful password sign-in,
 * for the account that signed in (one account per browser: the last one). httpOnly and SameSite=Strict,
 * since only this site's own sign-in calls need it; `__Host-` behind https, so no other host can set it.
 */
function cookieName(): string {
  return useSecureCookies() ? "__Host-oh-device" : "oh-device";
}

function deviceCookie(user: TokenUser): string {
  return httpOnlyCookie(cookieName(), newKnownDeviceToken(user), {
    path: "/",
    maxAge: KNOWN_DEVICE_SECONDS,
    sameSite: "Strict",
  });
}

export function rememberDevice(response: NextResponse, user: TokenUser): void {
  response.headers.append("set-cookie", deviceCookie(user));
}

export function readKnownDevice(request: { headers: Headers }): string | undefined {
  return readCookie(request.headers.get("cookie"), cookieName());
}

/**
 * next-auth's Credentials sign-in writes its session cookie itself: when its answer signs someone in, the
 * browser is remembered for that account too (the account and password generation come from the session).
 */
export async function withKnownDevice(response: Response): Promise<Response> {
  const name = sessionCookieName();
  const written = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  if (!written) return response;
  const token = await decode({ token: written.slice(name.length + 1).split(";")[0], secret: authSecret() }).catch(
    () => null,
  );
  if (typeof token?.uid !== "string" || typeof token.sv !== "number") return response;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", deviceCookie({ _id: token.uid, sessionVersion: token.sv }));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
