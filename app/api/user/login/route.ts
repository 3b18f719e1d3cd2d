import { signInWithPassword, toPublicUser } from "@/lib/accounts";
import { readKnownDevice, signedIn } from "@/lib/auth";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

/** Remembers this browser for the account. */
export const POST = route(accounts.login, { auth: "public" }, async ({ input, caller, request, ok }) => {
  const user = await signInWithPassword(input.email, input.password, {
    ip: caller.ip,
    knownDevice: readKnownDevice(request),
  });
  return signedIn(ok({ user: toPublicUser(user), message: "Login Successful!" }), user);
});
