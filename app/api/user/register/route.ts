import { registerAccount, toPublicUser } from "@/lib/accounts";
import { clearRegistrationProof, issueSession, readRegistrationProof } from "@/lib/auth";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

/** The browser's proof cookie (left by the verified code) is used up. */
export const POST = route(accounts.register, { auth: "public" }, async ({ input, caller, request, ok }) => {
  const { name, email, password } = input;
  const user = await registerAccount({ name, email, password }, readRegistrationProof(request), caller.ip);
  const response = ok({ user: toPublicUser(user), message: "Registration successful" }, { status: 201 });
  clearRegistrationProof(response);
  await issueSession(response, user);
  return response;
});
