import { defineJob, enqueue } from "@/lib/jobs/queue";
import { sendMail, type MailMessage } from "@/lib/mail";

/**
 * Mail that follows a committed change (a visit booked or scheduled, a listing rejected) goes through the
 * queue: the answer does not wait for SMTP, and a mail server that is down is tried again later instead of
 * the mail being lost. Mails the answer depends on (sign-in codes) are sent in the request.
 */
const MAIL_JOB = "mail.send";

defineJob<MailMessage>(MAIL_JOB, (message) => sendMail(message));

/** Queues a mail; resolves once the job is stored. */
export async function enqueueMail(message: MailMessage): Promise<void> {
  await enqueue(MAIL_JOB, message);
}
