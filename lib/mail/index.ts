import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import { env } from "@/lib/env";
import { UnavailableError } from "@/lib/errors";
import { log } from "@/lib/log";

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, ...). */
  headers?: Record<string, string>;
  /** Printed in the server log when mail goes to the outbox (no SMTP server), e.g. the code to type in. */
  logNote?: string;
};

const MAIL_FAILED = "We could not send the e-mail right now. Please try again in a moment.";

let smtp: Transporter | undefined;

/**
 * The SMTP transport with every wait bounded by SMTP_TIMEOUT_MS (nodemailer's own defaults let a dead or
 * silent server hold a request for minutes). Options written in SMTP_URL's query (e.g. `?pool=true` or
 * `?socketTimeout=20000`) win over these.
 */
function smtpTransport(url: string, timeoutMs: number): Transporter {
  const bounds = {
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  };
  return nodemailer.createTransport({ ...bounds, ...parseConnectionUrl(url) });
}

// Renders the message exactly as SMTP would carry it, so the outbox holds real .eml files.
const rendered = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/** Sends over SMTP_URL, or without it writes the message to the outbox folder and logs it. */
export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, SMTP_TIMEOUT_MS, MAIL_FROM } = env();
  const { logNote, ...mail } = message;
  try {
    if (SMTP_URL) {
      smtp ??= smtpTransport(SMTP_URL, SMTP_TIMEOUT_MS);
      await smtp.sendMail({ from: MAIL_FROM, ...mail });
      return;
    }
    const info = await rendered.sendMail({ from: MAIL_FROM, ...mail });
    const dir = path.resolve(env().MAIL_OUTBOX_DIR);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
    await writeFile(file, info.message as Buffer);
    if (env().NODE_ENV !== "test")
      log.info(`[mail] "${mail.subject}" to ${mail.to}${logNote ? ` (${logNote})` : ""}: ${file}`);
  } catch (error) {
    // Logged once by whoever meets it: the 502 answer, or the caller that carries on without the mail.
    throw new UnavailableError(MAIL_FAILED, { cause: error, upstreamFailed: true });
  }
}

/** For callers that carry on without the mail: the SMTP error behind it, and which mail it was. */
export function logMailFailure(error: unknown, subject: string): void {
  log.error(
    { err: error instanceof UnavailableError && error.cause ? error.cause : error, subject },
    "Sending mail failed",
  );
}
