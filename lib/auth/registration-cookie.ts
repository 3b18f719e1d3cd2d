import type { NextResponse } from "next/server";
import { httpOnlyCookie, readCookie, useSecureCookies } from "@/lib/auth/session";
import { CODE_CHANNELS } from "@/domain/otp/options";

/**
 * The registration proof travels in a cookie the page's scripts cannot read, sent only to the register call
 * (both its paths) and only from this site, and gone when the code would have expired.
 */
const PATHS = ["/api/user/register", "/user/register"];

function cookieName(): string {
  return useSecureCookies() ? "__Secure-registration-proof" : "registration-proof";
}

function setOnPaths(response: NextResponse, value: string, maxAge: number): void {
  for (const path of PATHS) {
    response.headers.append("set-cookie", httpOnlyCookie(cookieName(), value, { path, maxAge, sameSite: "Strict" }));
  }
}

export function setRegistrationProof(response: NextResponse, proof: string): void {
  setOnPaths(response, proof, CODE_CHANNELS.email.lifetimeMinutes * 60);
}

export function clearRegistrationProof(response: NextResponse): void {
  setOnPaths(response, "", 0);
}

export function readRegistrationProof(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), cookieName());
}
