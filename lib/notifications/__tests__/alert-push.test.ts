import webpush from "web-push";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { matchListing, sendInstantAlert } from "@/lib/alerts";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { AlertMatch, PushSubscription, SavedSearch, User } from "@/test/models";
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
  await Promise.all([SavedSearch.createIndexes(), AlertMatch.createIndexes()]);
  service = await startPushService(vapid.publicKey);
});
afterAll(() => service.close());

/** A user with an instant search for rentals in Patia, one device turned on, and these preferences. */
async function searcher(alerts: { email: boolean; push: boolean }) {
  const { user } = await userWithSession();
  await User.updateOne({ _id: user._id }, { $set: { "notifications.alerts": alerts } });
  await SavedSearch.create({
    user: user._id,
    name: "Rentals in Patia",
    query: "type=rent&q=Patia",
    frequency: "instant",
  });
  const device = service.subscribe();
  await PushSubscription.create({ user: user._id, ...device });
  return { user, device };
}

/** A new rental in Patia matched and its instant alerts sent, as the alert jobs do. */
async function newListingAlerted(title: string) {
  const listing = await createProperty({
    title,
    type: "rent",
    location: { address: "Lane 4, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha", zipCode: "751024" },
  });
  for (const match of await matchListing(listing.id)) await sendInstantAlert(match.matchId);
  return listing;
}

const pushesTo = (endpoint: string) => service.received.filter((push) => push.endpoint === endpoint);

describe("instant saved-search alerts by push", () => {
  it("reach a searcher who wants them by push and by e-mail", async () => {
    const { user, device } = await searcher({ email: true, push: true });
    const listing = await newListingAlerted("Corner flat in Patia");
    const [push] = pushesTo(device.endpoint);
    expect(push.payload).toMatchObject({
      title: 'New match for "Rentals in Patia"',
      url: `/properties/${listing.id}`,
    });
    expect((push.payload as { body: string }).body).toContain("Corner flat in Patia");
    expect(await mailsTo(outbox, user.email)).toHaveLength(1);
  });

  it("go by push only when e-mail alerts are off, and by e-mail only when push is off", async () => {
    const pushOnly = await searcher({ email: false, push: true });
    const mailOnly = await searcher({ email: true, push: false });
    await newListingAlerted("Garden flat in Patia");
    expect(pushesTo(pushOnly.device.endpoint)).toHaveLength(1);
    expect(await mailsTo(outbox, pushOnly.user.email)).toEqual([]);
    expect(pushesTo(mailOnly.device.endpoint)).toEqual([]);
    expect(await mailsTo(outbox, mailOnly.user.email)).toHaveLength(1);
  });

  it("are skipped, not sent, when both are off", async () => {
    const { user, device } = await searcher({ email: false, push: false });
    await newListingAlerted("Quiet flat in Patia");
    expect(pushesTo(device.endpoint)).toEqual([]);
    expect(await mailsTo(outbox, user.email)).toEqual([]);
    const search = await SavedSearch.findOne({ user: user._id }).lean();
    expect(await AlertMatch.countDocuments({ savedSearch: search!._id, state: "skipped" })).toBe(1);
  });
});
