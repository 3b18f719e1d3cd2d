import { NextResponse } from "next/server";
import { requestOtp } from "@/lib/accounts";
import { route } from "@/lib/http/route";
import { sendOtpSchema } from "@/lib/validation/auth";

/** POST /auth/user/send-otp: mails a registration or password-reset code (same answer for every address). */
export const POST = route({ auth: "public", body: sendOtpSchema }, async ({ input, caller }) => {
  const message = await requestOtp(input.email, input.purpose, caller.ip);
  return NextResponse.json({ success: true, message });
});
