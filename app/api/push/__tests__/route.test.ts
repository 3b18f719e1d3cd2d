import webpush from "web-push";
import { GET } from "@/app/api/push/public-key/route";
import { DELETE, POST } from "@/app/api/push/subscriptions/route";
import { PATCH } from "@/app/api/user/notifications/route";
import { GET as home } from "@/app/api/user/home/route";
import { callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { PushSubscription } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.PUSH_SERVICE_HOSTS = "fcm.googleapis.com,push.services.mozilla.com";

beforeAll(resetDatabase);

const p256dh = Buffer.alloc(65, 4).toString("base64url");
const auth = Buffer.alloc(16, 7).toString("base64url");
const device = (id: string, host = "fcm.googleapis.com") => ({
  endpoint: `https://${host}/fcm/send/${id}`,
  expirationTime: null,
  keys: { p256dh, auth },
});

const subscribe = (cookie: string, json: unknown) =>
  callRoute(POST, "/api/push/subscriptions", { method: "POST", cookie, json });
const unsubscribe = (cookie: string, json: unknown) =>
  callRoute(DELETE, "/api/push/subscriptions", { method: "DELETE", cookie, json });

describe("push subscription API", () => {
  it("gives anyone the key browsers subscribe with", async () => {
    const { status, body } = await callRoute(GET, "/api/push/public-key");
    expect(status).toBe(200);
    expect(body.publicKey).toBe(vapid.publicKey);
  });

  it("stores this device for the caller, once however often it subscribes, and turns it off again", async () => {
    const { user, cookie } = await userWithSession();
    const first = await subscribe(cookie, device("a1"));
    expect(first.status).toBe(201);
    expect(first.body.subscription).toEqual({ endpoint: device("a1").endpoint });
    expect((await subscribe(cookie, device("a1"))).status).toBe(201);
    expect(await PushSubscription.countDocuments({ user: user._id })).toBe(1);

    expect((await unsubscribe(cookie, { endpoint: device("a1").endpoint })).status).toBe(200);
    expect(await PushSubscription.countDocuments({ user: user._id })).toBe(0);
  });

  it("moves a device to the account that subscribes it last (one browser, one endpoint)", async () => {
    const first = await userWithSession();
    const second = await userWithSession();
    await subscribe(first.cookie, device("shared"));
    await subscribe(second.cookie, device("shared"));
    const stored = await PushSubscription.find({ endpoint: device("shared").endpoint }).lean();
    expect(stored.map((s) => String(s.user))).toEqual([String(second.user._id)]);
  });

  it("refuses an endpoint outside the push services, so the server cannot be aimed at another host", async () => {
    const { user, cookie } = await userWithSession();
    for (const endpoint of [
      "https://intranet.example.in/hook",
      "https://fcm.googleapis.com.evil.example/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
    ]) {
      const { status, body } = await subscribe(cookie, { ...device("x"), endpoint });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
    expect((await subscribe(cookie, device("y", "updates.push.services.mozilla.com"))).status).toBe(201);
    expect(await PushSubscription.countDocuments({ user: user._id })).toBe(1);
  });

  it("refuses keys that are not a P-256 key and a 16-byte secret (400, nothing stored)", async () => {
    const { user, cookie } = await userWithSession();
    for (const keys of [{ p256dh: "short", auth }, { p256dh, auth: "x".repeat(22) + "=" }, { p256dh }, {}]) {
      expect((await subscribe(cookie, { endpoint: device("k").endpoint, keys })).status).toBe(400);
    }
    expect(await PushSubscription.countDocuments({ user: user._id })).toBe(0);
  });

  it("answers 404 for another account's device and leaves it on", async () => {
    const owner = await userWithSession();
    const other = await userWithSession();
    await subscribe(owner.cookie, device("mine"));
    const { status } = await unsubscribe(other.cookie, { endpoint: device("mine").endpoint });
    expect(status).toBe(404);
    expect(await PushSubscription.countDocuments({ endpoint: device("mine").endpoint })).toBe(1);
  });
});

describe("notification preferences", () => {
  it("start all on, change only the switches given, and come back with the signed-in user", async () => {
    const { cookie } = await userWithSession();
    const before = await callRoute(home, "/api/user/home", { cookie });
    expect(before.body.user.notifications).toEqual({
      messages: { email: true, push: true },
      alerts: { email: true, push: true },
      priceDrops: { email: true, push: true },
      reminders: { email: true, push: true },
    });
    const saved = await callRoute(PATCH, "/api/user/notifications", {
      method: "PATCH",
      cookie,
      json: { messages: { email: false }, alerts: { push: false }, reminders: { push: false } },
    });
    expect(saved.status).toBe(200);
    const expected = {
      messages: { email: false, push: true },
      alerts: { email: true, push: false },
      priceDrops: { email: true, push: true },
      reminders: { email: true, push: false },
    };
    expect(saved.body.notifications).toEqual(expected);
    expect((await callRoute(home, "/api/user/home", { cookie })).body.user.notifications).toEqual(expected);
  });

  it("refuses an empty change and values that are not true or false", async () => {
    const { cookie } = await userWithSession();
    for (const json of [{}, { messages: {} }, { messages: { email: "no" } }, { sms: { email: true } }]) {
      const { status } = await callRoute(PATCH, "/api/user/notifications", { method: "PATCH", cookie, json });
      expect(status).toBe(400);
    }
  });

  it("keep the listing reminders' mail on: only their push can be switched", async () => {
    const { cookie } = await userWithSession();
    const refused = await callRoute(PATCH, "/api/user/notifications", {
      method: "PATCH",
      cookie,
      json: { reminders: { email: false } },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("Listing reminders always come by e-mail");
    const notifications = (await callRoute(home, "/api/user/home", { cookie })).body.user.notifications;
    expect(notifications.reminders).toEqual({ email: true, push: true });
  });
});
