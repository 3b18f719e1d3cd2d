import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";

/**
 * Values this site hands to a browser and must recognise as its own later (cookies that are not sessions):
 * `payload.signature`, an HMAC of the payload under the app's secret bound to a purpose, so a value made
 * for one use is refused for another. The payload is readable: never put a secret in it.
 */
const signature = (purpose: string, payload: string) =>
  createHmac("sha256", authSecret()).update(`${purpose}:${payload}`).digest("base64url");

export function signValue(purpose: string, payload: string): string {
  return `${payload}.${signature(purpose, payload)}`;
}

/** The payload of a value this site signed for the purpose; null for anything else. */
export function verifiedPayload(purpose: string, value: string | undefined, maxLength = 256): string | null {
  if (!value || value.length > maxLength) return null;
  const at = value.lastIndexOf(".");
  if (at <= 0) return null;
  const payload = value.slice(0, at);
  const given = Buffer.from(value.slice(at + 1));
  const expected = Buffer.from(signature(purpose, payload));
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}
