import webpush from "web-push";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { DAY_MS, FRESHNESS_REMIND_JOB, REMINDER_PUSH_PATH, runDailyFreshness } from "@/lib/freshness";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { eventually, jobsNamed, useJobWorker } from "@/test/job-helpers";
import { PushSubscription, User } from "@/test/models";
import { startPushService, type PushServiceStandIn } from "@/test/push-service";
import { userWithSession } from "@/test/session-helpers";

const outbox = useTemporaryOutbox();
const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";

let service: PushServiceStandIn;

beforeAll(async () => {
  await resetDatabase();
  service = await startPushService(vapid.publicKey);
});
afterAll(() => service.close());

const START = new Date("2026-09-01T06:00:00Z");
const DAY_30 = new Date(START.getTime() + 30 * DAY_MS);

/** A person with `devices` turned on and reminder pushes on or off. */
async function personWithDevices(devices: number, reminderPush: boolean, role: "user" | "admin" = "user") {
  const { user } = await userWithSession({ role });
  await User.updateOne({ _id: user._id }, { $set: { "notifications.reminders.push": reminderPush } });
  const endpoints: string[] = [];
  for (let i = 0; i < devices; i++) {
    const device = service.subscribe();
    await PushSubscription.create({ user: user._id, ...device });
    endpoints.push(device.endpoint);
  }
  return { user, endpoints };
}

/** A live listing of the owner's account, posted on START: due its reminder on day 30. */
const ownersListing = (owner: { _id: unknown; name: string; email: string }, locality: string) =>
  createProperty({
    source: "public",
    account: owner._id,
    freshAt: START,
    location: { address: `Lane 2, ${locality}`, locality, city: "Bhubaneswar", state: "Odisha" },
    owner: { name: owner.name, phone: "9437012345", email: owner.email },
  });

const pushesTo = (endpoints: string[]) => service.received.filter((push) => endpoints.includes(push.endpoint));

/** Waits until every reminder job has finished (mail, then pushes), and answers the mails to `emails`. */
async function remindersSent(emails: string[]) {
  await eventually(async () => {
    const jobs = await jobsNamed(FRESHNESS_REMIND_JOB);
    return jobs.length > 0 && jobs.every((job) => job.lastFinishedAt && !job.lockedAt);
  }, 90_000);
  return Promise.all(emails.map((email) => mailsTo(outbox, email)));
}

describe("the freshness reminder by push", () => {
  useJobWorker();

  it("reaches each device of an owner who wants reminder pushes once, none of one who does not, and the mails go", async () => {
    const optedIn = await personWithDevices(2, true);
    const optedOut = await personWithDevices(1, false);
    const admin = await personWithDevices(1, true, "admin");
    const listing = await ownersListing(optedIn.user, "Patia");
    await ownersListing(optedOut.user, "Saheed Nagar");
    // The team's listing: its reminder goes to the admins by mail, as before.
    await createProperty({
      freshAt: START,
      location: { address: "Lane 3, Jaydev Vihar", locality: "Jaydev Vihar", city: "Bhubaneswar", state: "Odisha" },
    });

    const report = await runDailyFreshness(DAY_30);
    expect(report.reminded).toHaveLength(3);
    const [[ownerMail], [optedOutMail], [teamMail]] = await remindersSent([
      optedIn.user.email,
      optedOut.user.email,
      admin.user.email,
    ]);
    expect(ownerMail.subject).toBe("Is your 2 BHK flat in Patia still available?");
    expect(optedOutMail.subject).toBe("Is your 2 BHK flat in Saheed Nagar still available?");
    expect(teamMail.subject).toBe("Team listing: Is the 2 BHK flat in Jaydev Vihar still available?");

    const pushes = pushesTo(optedIn.endpoints);
    expect(pushes.map((push) => push.endpoint).sort()).toEqual([...optedIn.endpoints].sort());
    for (const push of pushes) {
      expect(push.payload).toEqual({
        title: "Is your 2 BHK flat in Patia still available?",
        body: expect.stringMatching(/^Answer in My listings: without an answer it leaves the site on \d+ \w+\.$/),
        url: REMINDER_PUSH_PATH,
        tag: `listing-reminder-${listing.id}`,
      });
      // Nothing in it answers for the owner: no signed link travels through the push service.
      expect(JSON.stringify(push.payload)).not.toContain("token");
    }
    expect(pushesTo(optedOut.endpoints)).toEqual([]);
    expect(pushesTo(admin.endpoints)).toEqual([]);
  });

  it("removes a device whose subscription has ended and still reaches the others", async () => {
    const owner = await personWithDevices(2, true);
    const [ended, live] = owner.endpoints;
    service.answer(ended, 410);
    await ownersListing(owner.user, "Nayapalli");
    await runDailyFreshness(DAY_30);
    const [mails] = await remindersSent([owner.user.email]);
    expect(mails).toHaveLength(1);
    expect(await PushSubscription.countDocuments({ endpoint: ended })).toBe(0);
    expect(pushesTo([live])).toHaveLength(1);
    expect(await PushSubscription.countDocuments({ endpoint: live })).toBe(1);
  });
});
