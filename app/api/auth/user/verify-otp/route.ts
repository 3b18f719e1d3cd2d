import { NextResponse } from "next/server";
import { verifyOtp } from "@/lib/accounts";
import { setRegistrationProof } from "@/lib/auth";
import { readJson, withErrors } from "@/lib/http";
import { verifyOtpSchema } from "@/lib/validation/auth";

/**
 * POST /auth/user/verify-otp: checks a code (wizard step 2); every guess counts toward its limit. A verified
 * registration code leaves this browser a one-time proof cookie that the register call requires.
 */
export const POST = withErrors(async (request) => {
  const { email, otp, purpose } = verifyOtpSchema.parse(await readJson(request));
  const proof = await verifyOtp(email, purpose, otp);
  const response = NextResponse.json({ success: true, message: "OTP verified successfully" });
  if (proof) setRegistrationProof(response, proof);
  return response;
});
