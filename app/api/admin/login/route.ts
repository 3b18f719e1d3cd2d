import { signInAdmin } from "@/lib/admin";
import { readKnownDevice } from "@/lib/auth/known-device-cookie";
import { signedIn } from "@/lib/auth/signed-in";
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
    return signedIn(ok({ message: "Login successful" }), user);
  },
);
