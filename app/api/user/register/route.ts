import { NextResponse } from "next/server";
import { registerAccount, toPublicUser } from "@/lib/accounts";
import { clearRegistrationProof, issueSession, readRegistrationProof } from "@/lib/auth";
import { route } from "@/lib/http/route";
import { registerSchema } from "@/lib/validation/auth";

/**
 * POST /user/register: creates the account in the browser that verified the e-mail's code (its proof
 * cookie is used up), and signs the new user in.
 */
export const POST = route({ auth: "public", body: registerSchema }, async ({ input, caller, request }) => {
  const { name, email, password } = input;
  const user = await registerAccount({ name, email, password }, readRegistrationProof(request), caller.ip);
  const response = NextResponse.json(
    { success: true, user: toPublicUser(user), message: "Registration successful" },
    { status: 201 },
  );
  clearRegistrationProof(response);
  await issueSession(response, user);
  return response;
});
