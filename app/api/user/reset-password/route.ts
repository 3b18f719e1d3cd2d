import { NextResponse } from "next/server";
import { resetPassword } from "@/lib/accounts";
import { route } from "@/lib/http/route";
import { resetPasswordSchema } from "@/lib/validation/auth";

/** POST /user/reset-password: a new password with the mailed code; signs the account out everywhere. */
export const POST = route({ auth: "public", body: resetPasswordSchema }, async ({ input, caller }) => {
  await resetPassword(input, caller.ip);
  return NextResponse.json({ success: true, message: "Password reset successfully" });
});
