import { verifyOtp } from "@/lib/accounts";
import { setRegistrationProof } from "@/lib/auth";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const POST = route(accounts.verifyOtp, { auth: "public" }, async ({ input, ok }) => {
  const proof = await verifyOtp(input.email, input.purpose, input.otp);
  const response = ok({ message: "OTP verified successfully" });
  if (proof) setRegistrationProof(response, proof);
  return response;
});
