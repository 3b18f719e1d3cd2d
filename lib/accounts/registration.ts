import { consumeRegistrationProof } from "@/lib/accounts/otp";
import { hashPassword } from "@/lib/accounts/password";
import { assertPasswordAllowed } from "@/lib/accounts/password-rules";
import { conflict } from "@/lib/http";
import { User, type UserDoc } from "@/models/User";

/**
 * Creates the account for an address whose registration code was verified in this browser: `proof` is the
 * one-time secret the verification handed out, used up here.
 */
export async function registerAccount(
  input: { name: string; email: string; password: string },
  proof: string | undefined,
): Promise<UserDoc> {
  assertPasswordAllowed(input.password, "password");
  await consumeRegistrationProof(input.email, proof);
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await User.create({
      name: input.name,
      email: input.email,
      passwordHash,
      isVerified: true,
      role: "user",
    });
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
