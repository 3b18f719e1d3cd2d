import { SMTPServer } from "smtp-server";
import { GET as jobsRoute } from "@/app/api/admin/jobs/route";
import { parseMail, type CaughtMail } from "@/scripts/stand-ins/mailbox";
import { enqueueMail } from "@/lib/jobs";
import { createQueue, defineJob, enqueue, startQueue, MAX_RETRIES } from "@/lib/jobs/queue";
import { startWorker, stopWorker } from "@/lib/jobs/worker";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { clearJobs, eventually, jobsNamed, testWorkerOptions } from "@/test/job-helpers";

// The durable job queue: jobs stored before any worker runs are done once one starts, a mail the SMTP
// server refuses is tried again with a growing wait until it goes, one that never goes ends failed and
// counted for the admin, and two workers polling the same queue run each job once.

const port = 20_000 + Math.floor(Math.random() * 20_000);
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.SMTP_TIMEOUT_MS = "3000";

const received: CaughtMail[] = [];
/** How many more deliveries to refuse (451, try again later) per recipient; "never" refuses all. */
const refusals = new Map<string, number | "never">();

const mailServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  closeTimeout: 100,
  onRcptTo(address, _session, callback) {
    const left = refusals.get(address.address);
    if (left === "never" || (typeof left === "number" && left > 0)) {
      if (typeof left === "number") refusals.set(address.address, left - 1);
      const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
      return callback(error);
    }
    callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push(parseMail(Buffer.concat(chunks).toString("utf8")));
      callback();
    });
  },
});

// A sender that gives up mid-message (the app's SMTP timeout) makes the server emit "error"; unheard, that
// would end this test file's worker. The tests judge what was delivered, not the connections.
mailServer.on("error", () => undefined);

const mail = (to: string, subject = "Your visit") => ({ to, subject, text: "Hello", html: "<p>Hello</p>" });
const mailsTo = (to: string) => received.filter((m) => m.to.includes(to));

const raced: number[] = [];
defineJob<{ i: number }>("test.race", async ({ i }) => {
  raced.push(i);
  await new Promise((resolve) => setTimeout(resolve, 20));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => mailServer.listen(port, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => mailServer.close(() => resolve()));
});

describe("the job queue", () => {
  beforeAll(async () => {
    await resetDatabase();
    await clearJobs();
  });
  afterEach(async () => {
    await stopWorker();
  });

  it("keeps a mail queued while no worker runs, and sends it once a worker starts", async () => {
    expect(await enqueueMail(mail("restart@example.in"))).toBe(true);
    const [stored] = await jobsNamed("mail.send");
    expect(stored).toMatchObject({ data: { to: "restart@example.in" } });
    expect(mailsTo("restart@example.in")).toHaveLength(0);

    await startWorker(testWorkerOptions());
    const [sent] = await eventually(async () => {
      const mails = mailsTo("restart@example.in");
      return mails.length > 0 && mails;
    });
    expect(sent.subject).toBe("Your visit");
  });

  it("tries a mail again, with a growing wait, while the SMTP server refuses it, and sends it once", async () => {
    refusals.set("retry@example.in", 2);
    await startWorker(testWorkerOptions({ retryDelayMs: 300 }));
    const started = Date.now();
    await enqueueMail(mail("retry@example.in"));
    await eventually(async () => mailsTo("retry@example.in").length > 0, 60_000);
    // Two refusals: waits of 300 ms and 600 ms before the third try.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo("retry@example.in")).toHaveLength(1);
    const [job] = (await jobsNamed("mail.send")).filter((j) => j.data.to === "retry@example.in");
    expect(job.nextRunAt).toBeNull();
    expect(job.lastFinishedAt.getTime()).toBeGreaterThan(job.failedAt.getTime());
  }, 90_000);

  it("leaves a mail that never goes failed after its retries, counted on the admin's dashboard", async () => {
    refusals.set("never@example.in", "never");
    const { admin, user } = await adminAndUser();
    await startWorker(testWorkerOptions({ retryDelayMs: 50 }));
    await enqueueMail(mail("never@example.in"));
    const failed = await eventually(async () => {
      const { body } = await callRoute(jobsRoute, "/api/admin/jobs", { cookie: admin.cookie });
      return body.jobs?.failed >= 1 && body;
    }, 90_000);
    expect(failed).toMatchObject({ success: true, jobs: { failed: 1, queued: 0 } });
    expect(new Date(failed.jobs.lastRunAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [job] = (await jobsNamed("mail.send")).filter((j) => j.data.to === "never@example.in");
    expect(job.failReason).toMatch(/could not send/i);
    expect(job.failCount).toBeGreaterThanOrEqual(MAX_RETRIES);
    expect(mailsTo("never@example.in")).toHaveLength(0);

    expect((await callRoute(jobsRoute, "/api/admin/jobs", { cookie: user.cookie })).status).toBe(403);
    expect((await callRoute(jobsRoute, "/api/admin/jobs")).status).toBe(401);
  }, 120_000);

  it("counts queued jobs for the admin", async () => {
    const { admin } = await adminAndUser();
    await enqueue("test.race", { i: -1 }, { at: new Date(Date.now() + 60 * 60 * 1000) });
    const { body } = await callRoute(jobsRoute, "/api/admin/jobs", { cookie: admin.cookie });
    expect(body.jobs.queued).toBeGreaterThanOrEqual(1);
  });

  it("runs each job once when two workers race for the same queue", async () => {
    raced.length = 0;
    const first = await createQueue(testWorkerOptions({ name: "worker-a", pollMs: 30 }));
    const second = await createQueue(testWorkerOptions({ name: "worker-b", pollMs: 30 }));
    // Stored before either worker polls, so both find all of them due at once.
    for (let i = 0; i < 40; i++) await enqueue("test.race", { i });
    await Promise.all([startQueue(first), startQueue(second)]);
    try {
      await eventually(async () => raced.length >= 40, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([...raced].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
      const finishedBy = new Set((await jobsNamed("test.race")).map((job) => job.lastModifiedBy));
      expect(finishedBy.size).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all([first.stop(false), second.stop(false)]);
    }
  }, 90_000);
});
