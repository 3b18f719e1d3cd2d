import { NextResponse } from "next/server";
import { verifyOtp } from "@/lib/accounts";
import { setRegistrationProof } from "@/lib/auth";
import { route } from "@/lib/http/route";
import { verifyOtpSchema } from "@/lib/validation/auth";

/**
 * POST /auth/user/verify-otp: checks a code (wizard step 2); every guess counts toward its limit. A verified
 * registration code leaves this browser a one-time proof cookie that the register call requires.
 */
export const POST = route({ auth: "public", body: verifyOtpSchema }, async ({ input }) => {
  const proof = await verifyOtp(input.email, input.purpose, input.otp);
  const response = NextResponse.json({ success: true, message: "OTP verified successfully" });
  if (proof) setRegistrationProof(response, proof);
  return response;
});
