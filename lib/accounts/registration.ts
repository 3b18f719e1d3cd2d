import { assertOtpVerified, consumeVerifiedOtp } from "@/lib/accounts/otp";
import { hashPassword } from "@/lib/accounts/password";
import { conflict } from "@/lib/http";
import { User, type UserDoc } from "@/models/User";

/** Creates the account for an address whose registration code was verified; the code is then used up. */
export async function registerAccount(input: { name: string; email: string; password: string }): Promise<UserDoc> {
  await assertOtpVerified(input.email, "register");
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await User.create({
      name: input.name,
      email: input.email,
      passwordHash,
      isVerified: true,
      role: "user",
    });
    await consumeVerifiedOtp(input.email, "register");
    const { passwordHash: _hash, ...user } = created.toObject();
    void _hash;
    return user as UserDoc;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) {
      throw conflict("An account with this email already exists. Please sign in.");
    }
    throw error;
  }
}
