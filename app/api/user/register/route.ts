import { NextResponse } from "next/server";
import { registerAccount, toPublicUser } from "@/lib/accounts";
import { issueSession } from "@/lib/auth";
import { readJson, withErrors } from "@/lib/http";
import { registerSchema } from "@/lib/validation/auth";

/** POST /user/register: creates the account once its e-mail was verified, and signs the new user in. */
export const POST = withErrors(async (request) => {
  const { name, email, password } = registerSchema.parse(await readJson(request));
  const user = await registerAccount({ name, email, password });
  const response = NextResponse.json(
    { success: true, user: toPublicUser(user), message: "Registration successful" },
    { status: 201 },
  );
  await issueSession(response, user);
  return response;
});
