import { NextResponse } from "next/server";
import { signInWithPassword, toPublicUser } from "@/lib/accounts";
import { issueSession } from "@/lib/auth";
import { clientIp, readJson, withErrors } from "@/lib/http";
import { loginSchema } from "@/lib/validation/auth";

/** POST /user/login: e-mail and password; sets the session cookie. Repeated failures are refused (429). */
export const POST = withErrors(async (request) => {
  const { email, password } = loginSchema.parse(await readJson(request));
  const user = await signInWithPassword(email, password, clientIp(request));
  const response = NextResponse.json({ success: true, user: toPublicUser(user), message: "Login Successful!" });
  await issueSession(response, user);
  return response;
});
