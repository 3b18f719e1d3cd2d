import { hash, verify } from "@node-rs/argon2";

// argon2id with the OWASP-recommended floor (19 MiB, 2 passes); @node-rs/argon2 ships prebuilt binaries.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | undefined | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
