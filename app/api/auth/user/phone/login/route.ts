import { toPublicUser } from "@/lib/accounts";
import { readKnownDevice, signedIn } from "@/lib/auth";
import { phone } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { signInWithPhone } from "@/lib/phones";

/** The password login's session and known-browser cookie, for a texted code. */
export const POST = route(phone.phoneLogin, { auth: "public" }, async ({ input, caller, request, ok }) => {
  const user = await signInWithPhone(input.phone, input.otp, {
    ip: caller.ip,
    knownDevice: readKnownDevice(request),
  });
  return signedIn(ok({ user: toPublicUser(user), message: "Login Successful!" }), user);
});
