import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { UnavailableError } from "@/lib/errors";
import { log } from "@/lib/log";

/**
 * One SMS: a one-time code for an E.164 number. In India every SMS must match a template approved on the
 * DLT platform, so the provider is given the template's variables, never free text; `text` is what that
 * template reads as (in the person's language), for the local outbox and the log. The provider's template
 * is the one MSG91_TEMPLATE_ID names: an Odia or Hindi text needs its own approved template.
 */
export type SmsMessage = { to: string; otp: string; minutes: number; text: string };

const SMS_FAILED = "We could not send the SMS right now. Please try again in a moment.";
const PROVIDER_TIMEOUT_MS = 10_000;

/** MSG91's Flow API: the template (which carries the DLT template id and sender) with this message's variables. */
async function sendWithMsg91(message: SmsMessage): Promise<void> {
  const { MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, MSG91_SENDER_ID, MSG91_API_BASE } = env();
  const response = await fetch(new URL("/api/v5/flow", MSG91_API_BASE), {
    method: "POST",
    headers: { authkey: MSG91_AUTH_KEY!, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      template_id: MSG91_TEMPLATE_ID,
      sender: MSG91_SENDER_ID,
      short_url: "0",
      // MSG91 takes the number with its country code and without the plus.
      recipients: [{ mobiles: message.to.replace(/^\+/, ""), otp: message.otp, minutes: String(message.minutes) }],
    }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
  if (!response.ok || answer?.type !== "success") {
    throw new Error(`MSG91 answered ${response.status}: ${answer?.message ?? "no JSON"}`);
  }
}

/** The local stand-in: one JSON file per message in SMS_OUTBOX_DIR, and a line in the development log. */
async function writeToOutbox(message: SmsMessage): Promise<void> {
  const dir = path.resolve(env().SMS_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString("hex")}.json`);
  await writeFile(file, JSON.stringify({ to: message.to, text: message.text, sentAt: new Date().toISOString() }));
  if (env().NODE_ENV !== "test") log.info(`[sms] to ${message.to}: "${message.text}" (${file})`);
}

/** Sends through MSG91 when it is configured, else to the outbox; a failure is a 502 for the visitor. */
export async function sendSms(message: SmsMessage): Promise<void> {
  try {
    if (env().MSG91_AUTH_KEY) await sendWithMsg91(message);
    else await writeToOutbox(message);
  } catch (error) {
    throw new UnavailableError(SMS_FAILED, { cause: error, upstreamFailed: true });
  }
}
