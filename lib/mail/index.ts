import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { HttpError, runAfterResponse } from "@/lib/http";

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Printed in the server log when mail goes to the outbox (no SMTP server), e.g. the code to type in. */
  logNote?: string;
};

const MAIL_FAILED = "We could not send the e-mail right now. Please try again in a moment.";

let smtp: Transporter | undefined;
// Renders the message exactly as SMTP would carry it, so the outbox holds real .eml files.
const rendered = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/** Sends over SMTP_URL, or without it writes the message to the outbox folder and logs it. */
export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  const { logNote, ...mail } = message;
  try {
    if (SMTP_URL) {
      smtp ??= nodemailer.createTransport(SMTP_URL);
      await smtp.sendMail({ from: MAIL_FROM, ...mail });
      return;
    }
    const info = await rendered.sendMail({ from: MAIL_FROM, ...mail });
    const dir = path.resolve(env().MAIL_OUTBOX_DIR);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
    await writeFile(file, info.message as Buffer);
    if (env().NODE_ENV !== "test")
      console.info(`[mail] "${mail.subject}" to ${mail.to}${logNote ? ` (${logNote})` : ""}: ${file}`);
  } catch (error) {
    console.error("Sending mail failed", error);
    throw new HttpError(502, MAIL_FAILED);
  }
}

/** Sends without holding up or failing the request that asked for it (failures are logged by sendMail). */
export function sendMailLater(message: MailMessage): void {
  runAfterResponse(() => sendMail(message).catch(() => undefined));
}
