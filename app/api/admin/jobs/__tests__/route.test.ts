import mongoose from "mongoose";
import { GET } from "@/app/api/admin/jobs/route";
import { enqueueMail } from "@/lib/jobs";
import { JOBS_COLLECTION } from "@/lib/jobs/queue";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { clearJobs } from "@/test/job-helpers";

beforeAll(resetDatabase);
beforeEach(clearJobs);

const mail = (i: number) => ({ to: `buyer${i}@example.in`, subject: "Hello", text: "Hello", html: "<p>Hello</p>" });

describe("GET /api/admin/jobs", () => {
  it("says how many jobs were added in the last day and how many are kept, beside the queue's state", async () => {
    const { admin, user } = await adminAndUser();
    for (let i = 0; i < 3; i++) expect(await enqueueMail(mail(i))).toBe(true);
    // A mail finished two days ago, still kept for the admin's record.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await mongoose.connection.db!.collection(JOBS_COLLECTION).insertOne({
      _id: mongoose.Types.ObjectId.createFromTime(Math.floor(twoDaysAgo.getTime() / 1000)),
      name: "mail.send",
      data: mail(9),
      type: "normal",
      priority: 0,
      nextRunAt: null,
      lockedAt: null,
      repeatInterval: null,
      lastRunAt: twoDaysAgo,
      lastFinishedAt: twoDaysAgo,
      failedAt: null,
    });

    const { status, body } = await callRoute(GET, "/api/admin/jobs", { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(body.jobs).toEqual({
      queued: 3,
      failed: 0,
      lastRunAt: twoDaysAgo.toISOString(),
      stored: 4,
      addedLastDay: 3,
    });

    expect((await callRoute(GET, "/api/admin/jobs", { cookie: user.cookie })).status).toBe(403);
  });
});
