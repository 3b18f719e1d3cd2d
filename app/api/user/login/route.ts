import { NextResponse } from "next/server";
import { signInWithPassword, toPublicUser } from "@/lib/accounts";
import { issueSession, readKnownDevice, rememberDevice } from "@/lib/auth";
import { route } from "@/lib/http/route";
import { loginSchema } from "@/lib/validation/auth";

/**
 * POST /user/login: e-mail and password; sets the session cookie and remembers this browser for the
 * account. Repeated failures make further tries wait (429 with Retry-After).
 */
export const POST = route({ auth: "public", body: loginSchema }, async ({ input, caller, request }) => {
  const user = await signInWithPassword(input.email, input.password, {
    ip: caller.ip,
    knownDevice: readKnownDevice(request),
  });
  const response = NextResponse.json({ success: true, user: toPublicUser(user), message: "Login Successful!" });
  await issueSession(response, user);
  rememberDevice(response, user);
  return response;
});
