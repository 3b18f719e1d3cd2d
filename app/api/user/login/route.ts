import { NextResponse } from "next/server";
import { INVALID_CREDENTIALS, verifyCredentials } from "@/lib/auth/credentials";
import { issueSession, toPublicUser } from "@/lib/auth/session";
import { unauthorized, withErrors } from "@/lib/errors";
import { readJson } from "@/lib/validation/request";
import { loginSchema } from "@/lib/validation/auth";

/** POST /user/login: e-mail and password; sets the session cookie. */
export const POST = withErrors(async (request) => {
  const { email, password } = loginSchema.parse(await readJson(request));
  const user = await verifyCredentials(email, password);
  if (!user) throw unauthorized(INVALID_CREDENTIALS);
  const response = NextResponse.json({ success: true, user: toPublicUser(user), message: "Login Successful!" });
  await issueSession(response, user);
  return response;
});
