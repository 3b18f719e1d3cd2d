import { NextResponse } from "next/server";
import { resetPassword } from "@/lib/accounts";
import { clientIp, readJson, withErrors } from "@/lib/http";
import { resetPasswordSchema } from "@/lib/validation/auth";

/** POST /user/reset-password: a new password with the mailed code; signs the account out everywhere. */
export const POST = withErrors(async (request) => {
  const input = resetPasswordSchema.parse(await readJson(request));
  await resetPassword(input, clientIp(request));
  return NextResponse.json({ success: true, message: "Password reset successfully" });
});
