import { randomBytes } from "node:crypto";
import { connectToDatabase } from "@/lib/db";
import { hashPassword, verifyPassword } from "@/lib/password";
import { User, type UserDoc } from "@/models/User";

export const INVALID_CREDENTIALS = "Invalid email or password";

// Verifying against a fixed hash when the account does not exist keeps the response time the same,
// so timing does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString("hex")));

/** The user for these credentials, or null. One outcome for unknown e-mail and wrong password. */
export async function verifyCredentials(email: string, password: string): Promise<UserDoc | null> {
  await connectToDatabase();
  const user = await User.findOne({ email: email.toLowerCase() })
    .select("+passwordHash")
    .lean<UserDoc & { passwordHash?: string }>();
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok) return null;
  return user;
}
