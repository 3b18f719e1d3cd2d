// The soak's registration traffic: a flood of sign-ups with made-up verification proofs (what broke every
// transaction until a restart, when each one opened a transaction before its proof was checked), and,
// after the run, one genuine registration through the e-mailed code, which must still succeed.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { mailsTo, otpFrom } from "../stand-ins/mailbox";

/** Where the soak's server writes its mails (no SMTP server): the genuine registration reads its code here. */
export const soakOutbox = () => mkdtempSync(path.join(tmpdir(), "soak-outbox-"));

/** A handful of addresses send the flood, so the per-address limit refuses much of it too (429). */
const FLOOD_ADDRESSES = 8;
let attempt = 0;

/** Made-up sign-ups: each answered 400 (not verified) or 429 (too many from the address), never 5xx. */
export function registrationFlood(origin: string): autocannon.Request[] {
  return [
    {
      method: "POST",
      path: "/api/user/register",
      setupRequest: (request) => {
        attempt += 1;
        return {
          ...request,
          headers: {
            ...request.headers,
            "content-type": "application/json",
            origin,
            cookie: `registration-proof=made-up-${attempt}`,
            "x-forwarded-for": `192.0.2.${(attempt % FLOOD_ADDRESSES) + 1}`,
          },
          body: JSON.stringify({
            name: "Flood",
            email: `flood.${attempt}@example.in`,
            password: "Kalinga#2026",
            confirmPassword: "Kalinga#2026",
          }),
        };
      },
    },
  ];
}

async function postJson(baseUrl: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": "198.51.100.200", ...headers },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return response;
}

/** Registers a new account the way the register page does; resolves with the time it took, or throws. */
export async function registerGenuinely(baseUrl: string, outbox: string): Promise<number> {
  const started = performance.now();
  const email = `after.soak.${Date.now()}@example.in`;
  await postJson(baseUrl, "/api/auth/user/send-otp", { email, purpose: "register" });
  const [mail] = await mailsTo(outbox, email);
  if (!mail) throw new Error(`no code was mailed to ${email}`);
  const verified = await postJson(baseUrl, "/api/auth/user/verify-otp", {
    email,
    otp: otpFrom(mail),
    purpose: "register",
  });
  const proof = verified.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("registration-proof="))
    ?.split(";")[0];
  if (!proof) throw new Error("verify-otp set no registration proof");
  const details = { name: "After Soak", email, password: "Kalinga#2026", confirmPassword: "Kalinga#2026" };
  await postJson(baseUrl, "/api/user/register", details, { cookie: proof });
  return performance.now() - started;
}
