import { NextResponse } from "next/server";
import { verifyOtp } from "@/lib/accounts";
import { readJson, withErrors } from "@/lib/http";
import { verifyOtpSchema } from "@/lib/validation/auth";

/** POST /auth/user/verify-otp: checks a code (wizard step 2); wrong guesses count toward its limit. */
export const POST = withErrors(async (request) => {
  const { email, otp, purpose } = verifyOtpSchema.parse(await readJson(request));
  await verifyOtp(email, purpose, otp);
  return NextResponse.json({ success: true, message: "OTP verified successfully" });
});
