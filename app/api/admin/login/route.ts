import { NextResponse } from "next/server";
import { signInAdmin } from "@/lib/admin";
import { readKnownDevice, rememberDevice } from "@/lib/auth/known-device-cookie";
import { issueSession } from "@/lib/auth/session";
import { badRequest, withErrors } from "@/lib/http/errors";
import { clientIp } from "@/lib/http/client-ip";
import { adminLoginSchema } from "@/lib/validation/admin";
import { readJson } from "@/lib/http/body";

/**
 * POST /admin/login: e-mail and password of an admin account; sets the same session cookie as every
 * sign-in and remembers this browser for the account. 401 for wrong credentials, 403 for a right password on
 * an account that is not an admin, 429 while failed tries make the next one wait.
 */
export const POST = withErrors(async (request) => {
  const parsed = adminLoginSchema.safeParse(await readJson(request));
  if (!parsed.success) throw badRequest("Please enter both email and password");
  const user = await signInAdmin(parsed.data.email, parsed.data.password, {
    ip: clientIp(request),
    knownDevice: readKnownDevice(request),
  });
  const response = NextResponse.json({ success: true, message: "Login successful" });
  await issueSession(response, user);
  rememberDevice(response, user);
  return response;
});
