import { consumeRegistrationProof } from "@/lib/accounts/otp";
import { hashPassword } from "@/lib/accounts/password";
import { assertPasswordAllowed } from "@/lib/accounts/password-rules";
import { inTransaction } from "@/lib/db";
import { conflict } from "@/lib/http";
import { User, type UserDoc } from "@/models/User";

/**
 * Creates the account for an address whose registration code was verified in this browser: `proof` is the
 * one-time secret the verification handed out. Using the proof up and creating the account are one
 * transaction: when the account cannot be stored the proof stays valid (until the code's own expiry), so
 * the visitor can simply try again.
 */
export async function registerAccount(
  input: { name: string; email: string; password: string },
  proof: string | undefined,
): Promise<UserDoc> {
  assertPasswordAllowed(input.password, "password");
  try {
    return await inTransaction(
      async (session) => {
        await consumeRegistrationProof(input.email, proof, session);
        const passwordHash = await hashPassword(input.password);
        const [created] = await User.create(
          [{ name: input.name, email: input.email, passwordHash, isVerified: true, role: "user" }],
          { session },
        );
        const { passwordHash: _hash, ...user } = created.toObject();
        void _hash;
        return user as UserDoc;
      },
      { key: `registration:${input.email}` },
    );
  } catch (error) {
    if ((error as { code?: number }).code === 11000) {
      throw conflict("An account with this email already exists. Please sign in.");
    }
    throw error;
  }
}
