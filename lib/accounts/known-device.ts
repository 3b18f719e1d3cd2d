import { randomBytes } from "node:crypto";
import { signValue, verifiedPayload } from "@/lib/signed-value";

/**
 * A browser that has signed in to an account carries a token saying so (the known-device cookie, set in
 * lib/auth). Failed sign-ins from it are counted per browser, not against the account, so an attack on the
 * account from elsewhere does not slow its owner down there (OWASP's device cookies). The token names the
 * account, a random id for the browser, the account's password generation (a password change or reset
 * makes older tokens unknown) and when it was issued, signed with the app's secret.
 */
export const KNOWN_DEVICE_SECONDS = 180 * 24 * 60 * 60;
const PURPOSE = "known-device";

/** The account as a token needs it: its id and password generation (sessionVersion). */
export type TokenUser = { _id: unknown; sessionVersion?: number | null };
export type KnownDevice = { deviceId: string };

export function newKnownDeviceToken(user: TokenUser): string {
  const deviceId = randomBytes(16).toString("base64url");
  const issuedAt = Math.floor(Date.now() / 1000);
  return signValue(PURPOSE, [String(user._id), deviceId, user.sessionVersion ?? 0, issuedAt].join("."));
}

/** The browser, when the token is genuine, current and issued for this account; null otherwise. */
export function knownDeviceOf(token: string | undefined, user: TokenUser): KnownDevice | null {
  const parts = verifiedPayload(PURPOSE, token)?.split(".");
  if (parts?.length !== 4) return null;
  const [userId, deviceId, version, issuedAt] = parts;
  const age = Date.now() / 1000 - Number(issuedAt);
  if (!(age >= -60 && age <= KNOWN_DEVICE_SECONDS)) return null;
  if (userId !== String(user._id) || Number(version) !== (user.sessionVersion ?? 0)) return null;
  return { deviceId };
}
