import { NextResponse } from "next/server";
import { requestOtp } from "@/lib/auth/otp-requests";
import { withErrors } from "@/lib/errors";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { sendOtpSchema } from "@/lib/validation/auth";
import { readJson } from "@/lib/validation/request";

/** POST /auth/user/send-otp: mails a registration or password-reset code (same answer for every address). */
export const POST = withErrors(async (request) => {
  const { email, purpose } = sendOtpSchema.parse(await readJson(request));
  const message = await requestOtp(email, purpose, clientIp(request));
  return NextResponse.json({ success: true, message });
});
