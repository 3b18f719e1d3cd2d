import { NextResponse } from "next/server";
import { withErrors } from "@/lib/errors";
import { verifyOtp } from "@/lib/otp";
import { verifyOtpSchema } from "@/lib/validation/auth";
import { readJson } from "@/lib/validation/request";

/** POST /auth/user/verify-otp: checks a code (wizard step 2); wrong guesses count toward its limit. */
export const POST = withErrors(async (request) => {
  const { email, otp, purpose } = verifyOtpSchema.parse(await readJson(request));
  await verifyOtp(email, purpose, otp);
  return NextResponse.json({ success: true, message: "OTP verified successfully" });
});
