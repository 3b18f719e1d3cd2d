import webpush from "web-push";
import { sendPushToUser } from "@/lib/notifications";
import { resetDatabase } from "@/test/db-helpers";
import { PushSubscription } from "@/test/models";
import { startPushService, type PushServiceStandIn } from "@/test/push-service";
import { userWithSession } from "@/test/session-helpers";

const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = "mailto:alerts@odishahomes.in";
process.env.PUSH_SERVICE_HOSTS = "127.0.0.1";

let service: PushServiceStandIn;

beforeAll(async () => {
  await resetDatabase();
  service = await startPushService(vapid.publicKey);
});
afterAll(() => service.close());

async function subscribedUser(devices = 1) {
  const { user } = await userWithSession();
  const endpoints: string[] = [];
  for (let i = 0; i < devices; i++) {
    const subscription = service.subscribe();
    await PushSubscription.create({ user: user._id, ...subscription });
    endpoints.push(subscription.endpoint);
  }
  return { userId: String(user._id), endpoints };
}

const payload = {
  title: "New message from Asha",
  body: "Is the flat still available?",
  url: "/messages/abc",
  tag: "t",
};

describe("sending a push", () => {
  it("reaches each of the user's devices with a valid VAPID signature and a payload only the device can read", async () => {
    const { userId, endpoints } = await subscribedUser(2);
    const outcome = await sendPushToUser(userId, payload);
    expect(outcome).toEqual({ sent: 2, removed: 0, failed: 0 });
    expect(service.refused).toEqual([]);
    const delivered = service.received.filter((push) => endpoints.includes(push.endpoint));
    expect(delivered.map((push) => push.endpoint).sort()).toEqual([...endpoints].sort());
    for (const push of delivered) {
      expect(push.payload).toEqual(payload);
      expect(push.claims).toMatchObject({ aud: service.origin, sub: "mailto:alerts@odishahomes.in" });
      expect(push.ttl).toBeGreaterThan(0);
    }
  });

  it("removes a subscription the push service says has ended (410) or never knew (404), and keeps the others", async () => {
    const { userId, endpoints } = await subscribedUser(3);
    service.answer(endpoints[0], 410);
    service.answer(endpoints[1], 404);
    const outcome = await sendPushToUser(userId, payload);
    expect(outcome).toEqual({ sent: 1, removed: 2, failed: 0 });
    const left = await PushSubscription.find({ user: userId }).lean();
    expect(left.map((s) => s.endpoint)).toEqual([endpoints[2]]);
  });

  it("keeps a subscription when the push service fails for another reason, and says so", async () => {
    const { userId, endpoints } = await subscribedUser(1);
    service.answer(endpoints[0], 500);
    expect(await sendPushToUser(userId, payload)).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(await PushSubscription.countDocuments({ user: userId })).toBe(1);
  });

  it("sends nothing to a stored endpoint outside the allowed push services", async () => {
    const { user } = await userWithSession();
    await PushSubscription.create({
      user: user._id,
      endpoint: "https://intranet.example.in/hook",
      keys: service.subscribe().keys,
    });
    const before = service.received.length + service.refused.length;
    expect(await sendPushToUser(String(user._id), payload)).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(service.received.length + service.refused.length).toBe(before);
  });
});
