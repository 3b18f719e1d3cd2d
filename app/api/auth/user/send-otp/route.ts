import { NextResponse } from "next/server";
import { requestOtp } from "@/lib/accounts";
import { clientIp, readJson, withErrors } from "@/lib/http";
import { sendOtpSchema } from "@/lib/validation/auth";

/** POST /auth/user/send-otp: mails a registration or password-reset code (same answer for every address). */
export const POST = withErrors(async (request) => {
  const { email, purpose } = sendOtpSchema.parse(await readJson(request));
  const message = await requestOtp(email, purpose, clientIp(request));
  return NextResponse.json({ success: true, message });
});
