import { NextResponse } from "next/server";
import { signInWithPassword } from "@/lib/auth/credentials";
import { issueSession, toPublicUser } from "@/lib/auth/session";
import { withErrors } from "@/lib/errors";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { readJson } from "@/lib/validation/request";
import { loginSchema } from "@/lib/validation/auth";

/** POST /user/login: e-mail and password; sets the session cookie. Repeated failures are refused (429). */
export const POST = withErrors(async (request) => {
  const { email, password } = loginSchema.parse(await readJson(request));
  const user = await signInWithPassword(email, password, clientIp(request));
  const response = NextResponse.json({ success: true, user: toPublicUser(user), message: "Login Successful!" });
  await issueSession(response, user);
  return response;
});
