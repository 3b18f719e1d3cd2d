import { assertRegistrationProof, consumeRegistrationProof } from "@/lib/accounts/email-codes";
import { hashPassword } from "@/lib/accounts/password";
import { assertPasswordAllowed } from "@/lib/accounts/password-rules";
import { inTransaction } from "@/lib/db";
import { ConflictError } from "@/lib/errors";
import { consumeOrRefuse, LIMITS, tooManyFromNetwork } from "@/lib/rate-limit";
import { User, type UserDoc } from "@/models/User";

/**
 * Creates the account for an address whose registration code was verified in this browser: `proof` is the
 * one-time secret the verification handed out. Everything that needs no transaction comes first (the
 * per-address limit, the password rules, the proof, the slow password hash), so a flood of made-up
 * requests never opens one. Using the proof up and creating the account are then one transaction: when the
 * account cannot be stored the proof stays valid (until the code's own expiry), so the visitor can simply
 * try again.
 */
export async function registerAccount(
  input: { name: string; email: string; password: string },
  proof: string | undefined,
  clientIp: string,
): Promise<UserDoc> {
  await consumeOrRefuse([{ rule: LIMITS.registerPerIp, key: clientIp }], tooManyFromNetwork("sign-ups"));
  assertPasswordAllowed(input.password, "password");
  await assertRegistrationProof(input.email, proof);
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(
      async (session) => {
        await consumeRegistrationProof(input.email, proof, session);
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
      throw new ConflictError("An account with this email already exists. Please sign in.");
    }
    throw error;
  }
}
