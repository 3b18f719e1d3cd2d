import { NextResponse } from "next/server";
import { signInAdmin } from "@/lib/admin";
import { readKnownDevice, rememberDevice } from "@/lib/auth/known-device-cookie";
import { issueSession } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { adminLoginSchema } from "@/lib/validation/admin";

/**
 * POST /admin/login: e-mail and password of an admin account; sets the same session cookie as every
 * sign-in and remembers this browser for the account. 401 for wrong credentials, 403 for a right password on
 * an account that is not an admin, 429 while failed tries make the next one wait.
 */
export const POST = route(
  { auth: "public", body: adminLoginSchema, bodyError: "Please enter both email and password" },
  async ({ input, caller, request }) => {
    const user = await signInAdmin(input.email, input.password, {
      ip: caller.ip,
      knownDevice: readKnownDevice(request),
    });
    const response = NextResponse.json({ success: true, message: "Login successful" });
    await issueSession(response, user);
    rememberDevice(response, user);
    return response;
  },
);
