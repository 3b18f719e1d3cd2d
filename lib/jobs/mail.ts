import { defineJob, enqueue } from "@/lib/jobs/queue";
import { log } from "@/lib/log";
import { sendMail, type MailMessage } from "@/lib/mail";

/**
 * Mail that follows a committed change (a visit booked or scheduled, a listing rejected) goes through the
 * queue: the answer does not wait for SMTP, and a mail server that is down is tried again later, with a
 * growing wait, instead of the mail being lost. Mails the answer depends on (sign-in codes) are sent in the
 * request.
 */
const MAIL_JOB = "mail.send";

defineJob<MailMessage>(MAIL_JOB, (message) => sendMail(message));

/**
 * Queues a mail; resolves once the job is stored (true), or false when it could not be queued (logged: the
 * change it follows has happened and stands).
 */
export async function enqueueMail(message: MailMessage): Promise<boolean> {
  try {
    await enqueue(MAIL_JOB, message);
    return true;
  } catch (error) {
    log.error({ err: error, subject: message.subject }, "Queueing a mail failed");
    return false;
  }
}
