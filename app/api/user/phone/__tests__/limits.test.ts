import { POST as sendSignInCode } from "@/app/api/auth/user/phone/send-otp/route";
import { POST as sendCode } from "@/app/api/user/phone/send-otp/route";
import { postJson, smsSentTo, useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, fromAddress, resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";

/**
 * The limits against SMS pumping: per number, per client address and per account, each by the hour and by
 * the day. Each test keeps the other limits out of the way (new numbers, addresses or accounts).
 */
useTemporaryOutbox();

let n = 0;
const freshNumber = () => `9${String(100_000_000 + ++n * 7919)}`;
let ip = 0;
const freshIp = () => `198.51.100.${++ip}`;

const verifyCode = (cookie: string, phone: string, address = freshIp()) =>
  postJson(sendCode, "/api/user/phone/send-otp", { phone }, { cookie, ...fromAddress(address) });
const signInCode = (phone: string, address = freshIp()) =>
  postJson(sendSignInCode, "/api/auth/user/phone/send-otp", { phone }, fromAddress(address));
const freshCookie = async () => (await userWithSession()).cookie;

const HOUR = 60 * 60 * 1000;
let clock = Date.now();
/** Moves the server's clock on by an hour and a minute: the hourly windows are over, the daily ones are not. */
const nextHour = () => {
  clock += HOUR + 60_000;
  jest.setSystemTime(clock);
};

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
  clock = Date.now();
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "setInterval", "setTimeout", "queueMicrotask"] });
  jest.setSystemTime(clock);
});
afterEach(() => jest.useRealTimers());

describe("SMS limits per number", () => {
  it("texts one number three times an hour, whoever asks from wherever", async () => {
    const phone = freshNumber();
    for (let i = 0; i < 3; i++) expect((await verifyCode(await freshCookie(), phone)).status).toBe(200);
    const refused = await verifyCode(await freshCookie(), phone);
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringContaining("Too many codes") } });
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await smsSentTo(`+91${phone}`)).toHaveLength(3);
  });

  it("and six times a day", async () => {
    const phone = freshNumber();
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < 3; i++) expect((await verifyCode(await freshCookie(), phone)).status).toBe(200);
      nextHour();
    }
    expect((await verifyCode(await freshCookie(), phone)).status).toBe(429);
  });
});

describe("SMS limits per client address", () => {
  it("sends twenty codes an hour from one address, to any numbers", async () => {
    const address = freshIp();
    for (let i = 0; i < 20; i++) expect((await signInCode(freshNumber(), address)).status).toBe(200);
    expect((await signInCode(freshNumber(), address)).status).toBe(429);
    expect((await signInCode(freshNumber())).status).toBe(200);
  });

  it("and sixty a day", async () => {
    const address = freshIp();
    for (let hour = 0; hour < 3; hour++) {
      for (let i = 0; i < 20; i++) expect((await signInCode(freshNumber(), address)).status).toBe(200);
      nextHour();
    }
    expect((await signInCode(freshNumber(), address)).status).toBe(429);
  });
});

describe("SMS limits per account", () => {
  it("sends an account five codes an hour, from any address", async () => {
    const cookie = await freshCookie();
    for (let i = 0; i < 5; i++) expect((await verifyCode(cookie, freshNumber())).status).toBe(200);
    expect((await verifyCode(cookie, freshNumber())).status).toBe(429);
    expect((await verifyCode(await freshCookie(), freshNumber())).status).toBe(200);
  });

  it("and ten a day", async () => {
    const cookie = await freshCookie();
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < 5; i++) expect((await verifyCode(cookie, freshNumber())).status).toBe(200);
      nextHour();
    }
    expect((await verifyCode(cookie, freshNumber())).status).toBe(429);
  });
});
