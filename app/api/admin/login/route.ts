import { signInAdmin } from "@/lib/admin";
import { readKnownDevice, rememberDevice } from "@/lib/auth/known-device-cookie";
import { issueSession } from "@/lib/auth/session";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

/** Sets the same session cookie as every sign-in and remembers this browser for the account. */
export const POST = route(
  admin.adminLogin,
  { auth: "public", bodyError: "Please enter both email and password" },
  async ({ input, caller, request, ok }) => {
    const user = await signInAdmin(input.email, input.password, {
      ip: caller.ip,
      knownDevice: readKnownDevice(request),
    });
    const response = ok({ message: "Login successful" });
    await issueSession(response, user);
    rememberDevice(response, user);
    return response;
  },
);
