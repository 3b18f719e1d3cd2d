import { expect } from "@playwright/test";
import { mailsTo, otpFrom, type CaughtMail } from "@/scripts/stand-ins/mailbox";
import { codeFrom, smsTo } from "./sms-outbox";

/**
 * The newest mail to `address` whose subject matches, waiting for the SMTP catcher to receive it (mails the
 * job queue sends wait for the worker's next poll: give those a longer `timeout`).
 */
export async function waitForMail(address: string, subject: RegExp, timeout = 15_000): Promise<CaughtMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the journeys with `npm run test:e2e`.");
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(dir, address)).filter((m) => subject.test(m.subject)).pop();
        return Boolean(found);
      },
      { message: `a mail to ${address} matching ${subject}`, timeout, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

export async function waitForCode(address: string, subject: RegExp): Promise<string> {
  return otpFrom(await waitForMail(address, subject));
}

/** The code of the newest SMS to `phone` (E.164) beyond the first `after`, waiting for the app to write it. */
export async function waitForSmsCode(phone: string, after = 0, timeout = 15_000): Promise<string> {
  const dir = process.env.SMS_OUTBOX_DIR;
  if (!dir) throw new Error("SMS_OUTBOX_DIR is not set: run the journeys with `npm run test:e2e`.");
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await smsTo(dir, phone);
        code = messages.length > after ? codeFrom(messages[messages.length - 1]) : undefined;
        return Boolean(code);
      },
      { message: `an SMS to ${phone}`, timeout, intervals: [300] },
    )
    .toBe(true);
  return code!;
}

/** How many SMS `phone` has had so far. */
export async function smsCount(phone: string): Promise<number> {
  return (await smsTo(process.env.SMS_OUTBOX_DIR!, phone)).length;
}
