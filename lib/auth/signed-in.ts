import type { NextResponse } from "next/server";
import { rememberDevice } from "@/lib/auth/known-device-cookie";
import { issueSession } from "@/lib/auth/session";

/**
 * The answer of every way to sign in (password, texted code, the admin's sign-in): the session cookie they
 * share, and this browser remembered for the account so its next sign-in is not from "a new device".
 */
export async function signedIn<Answer extends NextResponse>(
  response: Answer,
  user: Parameters<typeof issueSession>[1] & Parameters<typeof rememberDevice>[1],
): Promise<Answer> {
  await issueSession(response, user);
  rememberDevice(response, user);
  return response;
}
