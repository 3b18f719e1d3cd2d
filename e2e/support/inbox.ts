import { expect } from "@playwright/test";
import { mailsTo, otpFrom, type CaughtMail } from "./mailbox";

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
