import { GET as home } from "@/app/api/user/home/route";
import { POST as sendCode } from "@/app/api/user/phone/send-otp/route";
import { POST as verify } from "@/app/api/user/phone/verify/route";
import { GET as list } from "@/app/api/property/property/route";
import { PUT as editListing } from "@/app/api/property/property/[id]/route";
import { latestSmsCode, postJson, smsSentTo, useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, fromAddress, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { OneTimeCode, Property, User } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

useTemporaryOutbox();

const NUMBER = "+919437012345";
const asUser = (cookie: string, ip = "203.0.113.10") => ({ cookie, ...fromAddress(ip) });
const send = (cookie: string, phone: string, ip?: string) =>
  postJson(sendCode, "/api/user/phone/send-otp", { phone }, asUser(cookie, ip));
const enter = (cookie: string, phone: string, otp: string) =>
  postJson(verify, "/api/user/phone/verify", { phone, otp }, asUser(cookie));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function profile(cookie: string) {
  const response = await home(jsonRequest("/api/user/home", { headers: { cookie } }), routeContext({}));
  return ((await response.json()) as { user: Record<string, unknown> }).user;
}

async function verifiedBy(cookie: string, phone = "94370 12345") {
  expect((await send(cookie, phone)).status).toBe(200);
  const answer = await enter(cookie, phone, await latestSmsCode(NUMBER));
  expect(answer.status).toBe(200);
  return answer;
}

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

describe("verifying the signed-in account's phone", () => {
  it("texts the code in the account's language, else in the page's", async () => {
    const { user, cookie } = await userWithSession();
    await User.updateOne({ _id: user._id }, { $set: { language: "hi" } });
    expect((await send(`${cookie}; NEXT_LOCALE=or`, "94370 12345")).status).toBe(200);
    const [hindi] = await smsSentTo(NUMBER);
    expect(hindi.text).toMatch(/^\d{6} आपका Odisha Homes वेरिफ़िकेशन कोड है। यह 10 मिनट में ख़त्म होगा।/);

    const other = await userWithSession();
    expect((await send(`${other.cookie}; NEXT_LOCALE=or`, "94370 54321", "203.0.113.11")).status).toBe(200);
    const [odia] = await smsSentTo("+919437054321");
    expect(odia.text).toMatch(/^\d{6} ଆପଣଙ୍କ Odisha Homes ଯାଞ୍ଚ କୋଡ୍।/);
  });

  it("texts a 6-digit code, stores only its keyed hash, and marks the account verified in E.164", async () => {
    const { user, cookie } = await userWithSession();
    const sent = await send(cookie, "094370 12345");
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: expect.stringContaining("6-digit") } });
    const code = await latestSmsCode(NUMBER);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await OneTimeCode.findOne({ channel: "sms", address: NUMBER }).lean();
    expect(stored!.codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(await profile(cookie)).toMatchObject({ phoneVerified: false });

    const verified = await enter(cookie, "+91 94370 12345", code);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ phoneVerified: true, verifiedPhone: NUMBER, phone: "9437012345" });
    expect(await profile(cookie)).toMatchObject({ phoneVerified: true, verifiedPhone: NUMBER });
    expect(await User.findById(user._id).lean()).toMatchObject({ verifiedPhone: NUMBER });
  });

  it("accepts a code once, and only for the account and number it was sent for", async () => {
    const first = await userWithSession();
    const second = await userWithSession();
    await send(first.cookie, NUMBER);
    const code = await latestSmsCode(NUMBER);
    expect((await enter(second.cookie, NUMBER, code)).status).toBe(400);
    expect((await enter(first.cookie, "9437012346", code)).status).toBe(400);
    expect((await enter(first.cookie, NUMBER, code)).status).toBe(200);
    const again = await enter(first.cookie, NUMBER, code);
    expect(again).toMatchObject({ status: 400, body: { message: expect.stringContaining("Invalid or expired OTP") } });
  });

  it("deletes the code after five wrong guesses, so the right one no longer works", async () => {
    const { cookie } = await userWithSession();
    await send(cookie, NUMBER);
    const code = await latestSmsCode(NUMBER);
    for (let i = 0; i < 5; i++) expect((await enter(cookie, NUMBER, wrong(code))).status).toBe(400);
    expect((await enter(cookie, NUMBER, code)).status).toBe(400);
    expect(await OneTimeCode.countDocuments({ channel: "sms", address: NUMBER })).toBe(0);
  });

  it("refuses a code after its ten minutes", async () => {
    const { cookie } = await userWithSession();
    await send(cookie, NUMBER);
    const code = await latestSmsCode(NUMBER);
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "setInterval", "setTimeout", "queueMicrotask"] });
    try {
      jest.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
      expect((await enter(cookie, NUMBER, code)).status).toBe(400);
    } finally {
      jest.useRealTimers();
    }
  });

  it("refuses numbers outside India and numbers that are not mobiles, with a clear 400 and no SMS", async () => {
    const { cookie } = await userWithSession();
    const abroad = await send(cookie, "+44 7400 123456");
    expect(abroad).toMatchObject({
      status: 400,
      body: { message: "Only Indian mobile numbers (+91) can be verified." },
    });
    expect(await smsSentTo("+447400123456")).toEqual([]);
    // A landline abroad is refused for its country too, not as a badly typed Indian number.
    expect((await send(cookie, "+44 20 7946 0958")).body.message).toBe(
      "Only Indian mobile numbers (+91) can be verified.",
    );
    const bogus = await send(cookie, "12345");
    expect(bogus).toMatchObject({ status: 400, body: { message: "Please enter a valid 10-digit mobile number." } });
    expect((await send(cookie, "")).status).toBe(400);
  });

  it("asks a signed-out caller to sign in", async () => {
    const before = (await smsSentTo(NUMBER)).length;
    const answer = await postJson(sendCode, "/api/user/phone/send-otp", { phone: NUMBER }, fromAddress("203.0.113.9"));
    expect(answer.status).toBe(401);
    expect(await smsSentTo(NUMBER)).toHaveLength(before);
  });
});

describe("the same number verified by another account", () => {
  it("moves to the newest verification: the older account loses the number, its listings keep their mark", async () => {
    const older = await userWithSession();
    const newer = await userWithSession();
    const olderListing = await createProperty({ account: older.user._id, contactNumber: "9437012345" });
    const newerListing = await createProperty({ account: newer.user._id, contactNumber: "+91 94370 12345" });
    const otherNumber = await createProperty({ account: older.user._id, contactNumber: "9437099999" });

    await verifiedBy(older.cookie);
    const marks = async () =>
      Object.fromEntries(
        (await Property.find({}, { phoneVerified: 1 }).lean()).map((p) => [String(p._id), p.phoneVerified]),
      );
    expect(await marks()).toEqual({
      [String(olderListing._id)]: true,
      [String(newerListing._id)]: false,
      [String(otherNumber._id)]: false,
    });

    await verifiedBy(newer.cookie);
    expect(await profile(older.cookie)).toMatchObject({ phoneVerified: false, verifiedPhone: "" });
    expect(await profile(newer.cookie)).toMatchObject({ phoneVerified: true, verifiedPhone: NUMBER });
    // A number may be verified on several listings: proving it for one account un-verifies no listing.
    expect(await marks()).toEqual({
      [String(olderListing._id)]: true,
      [String(newerListing._id)]: true,
      [String(otherNumber._id)]: false,
    });

    // The account's number comes back only when the older account verifies it once more.
    await verifiedBy(older.cookie);
    expect(await profile(older.cookie)).toMatchObject({ phoneVerified: true, verifiedPhone: NUMBER });
    expect(await profile(newer.cookie)).toMatchObject({ phoneVerified: false });
    expect((await Property.findById(newerListing._id).lean())?.phoneVerified).toBe(true);
  });
});

describe("a listing's contact number changed by the team", () => {
  it("carries the mark exactly while the number is its owner's verified one", async () => {
    const owner = await userWithSession();
    const admin = await userWithSession({ role: "admin" });
    const listing = await createProperty({ account: owner.user._id, contactNumber: "9437099999" });
    await verifiedBy(owner.cookie);
    const id = String(listing._id);
    const edit = async (contactNumber: string) => {
      const request = jsonRequest(`/api/property/property/${id}`, {
        method: "PUT",
        json: { contactNumber },
        headers: { cookie: admin.cookie },
      });
      expect((await editListing(request, routeContext({ id }))).status).toBe(200);
      return (await Property.findById(id).lean())?.phoneVerified;
    };
    expect(await edit("9437012345")).toBe(true);
    expect(await edit("9437088888")).toBe(false);
  });
});

describe("the verified filter", () => {
  it("lists only marked listings for verified=true, and every item says whether it is marked", async () => {
    const owner = await userWithSession();
    const marked = await createProperty({ account: owner.user._id, contactNumber: "9437012345", title: "Marked flat" });
    await createProperty({ contactNumber: "9437055555", title: "Unmarked flat" });
    await verifiedBy(owner.cookie);

    const read = async (query: string) =>
      (await (await list(jsonRequest(`/api/property/property${query}`), routeContext({}))).json()) as {
        properties: Array<{ _id: string; phoneVerified: boolean }>;
        total: number;
      };
    const all = await read("?page=1");
    expect(all.total).toBe(2);
    expect(all.properties.map((p) => p.phoneVerified).sort()).toEqual([false, true]);
    const verifiedOnly = await read("?page=1&verified=true");
    expect(verifiedOnly.properties.map((p) => p._id)).toEqual([String(marked._id)]);
    const refused = await list(jsonRequest("/api/property/property?verified=yes"), routeContext({}));
    expect(refused.status).toBe(400);
  });
});
