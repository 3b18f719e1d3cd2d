import { POST as sendSignInCode } from "@/app/api/auth/user/phone/send-otp/route";
import { POST as sendCode } from "@/app/api/user/phone/send-otp/route";
import { postJson, smsSentTo, useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, fromAddress, resetDatabase } from "@/test/db-helpers";
import { userWithSession } from "@/test/session-helpers";

// Read once, before the first request: a budget of three SMS a day, and numbers abroad allowed.
process.env.SMS_DAILY_BUDGET = "3";
process.env.SMS_ALLOW_INTERNATIONAL = "true";
useTemporaryOutbox();

let n = 0;
const freshNumber = () => `9${String(200_000_000 + ++n * 7919)}`;
const send = async (phone: string) =>
  postJson(
    sendCode,
    "/api/user/phone/send-otp",
    { phone },
    {
      cookie: (await userWithSession()).cookie,
      ...fromAddress(`192.0.2.${++n}`),
    },
  );

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

describe("the daily SMS budget", () => {
  it("stops sending with a 503 once the day's budget is spent, for known and unknown numbers alike", async () => {
    for (let i = 0; i < 3; i++) expect((await send(freshNumber())).status).toBe(200);
    const phone = freshNumber();
    const refused = await send(phone);
    expect(refused).toMatchObject({ status: 503, body: { message: expect.stringContaining("cannot send SMS codes") } });
    expect(await smsSentTo(`+91${phone}`)).toEqual([]);
    const signIn = await postJson(
      sendSignInCode,
      "/api/auth/user/phone/send-otp",
      { phone: freshNumber() },
      fromAddress("192.0.2.200"),
    );
    expect(signIn.status).toBe(503);
  });
});

describe("numbers outside India, when SMS_ALLOW_INTERNATIONAL is set", () => {
  it("texts them", async () => {
    expect((await send("+44 7400 123456")).status).toBe(200);
    expect(await smsSentTo("+447400123456")).toHaveLength(1);
  });
});
