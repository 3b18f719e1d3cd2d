import { POST as submit } from "@/app/api/property/submissions/route";
import { POST as resend } from "@/app/api/property/submissions/[id]/phone/send-otp/route";
import { POST as confirm } from "@/app/api/property/submissions/[id]/phone/verify/route";
import { POST as close } from "@/app/api/my/listings/[id]/close/route";
import { POST as reopen } from "@/app/api/my/listings/[id]/reopen/route";
import { latestSmsCode, smsSentTo, useTemporaryOutbox } from "@/test/account-helpers";
import { clearRateLimits, resetDatabase, type RouteHandler } from "@/test/db-helpers";
import { listingSubmissionForm, siteRequest } from "@/test/listing-submission";
import { Property, User } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

useTemporaryOutbox();

const NUMBER = "+919437123456";
const context = (id: string) => ({ params: Promise.resolve({ id }) });

async function submitted(cookie?: string, phone?: string) {
  const form = listingSubmissionForm("bikash@example.in", []);
  if (phone) form.set("owner.phone", phone);
  const answer = await submit(
    siteRequest("POST", "/api/property/submissions", "198.51.100.40", { cookie, body: form }),
  );
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

const enter = async (id: string, otp: string) =>
  confirm(
    siteRequest("POST", `/api/property/submissions/${id}/phone/verify`, "198.51.100.41", { json: { otp } }),
    context(id),
  );

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

describe("a public submission confirms its contact number by SMS before review", () => {
  it("waits outside the queue until the texted code is entered, then joins it with the mark", async () => {
    const { status, body } = await submitted();
    expect(status).toBe(201);
    expect(body.phoneCheck).toMatchObject({ done: false, sent: true });
    const id = body.id as string;
    expect(await Property.findById(id).lean()).toMatchObject({ awaitingPhone: true, awaitingReview: false });

    expect((await enter(id, "000000")).status).toBe(400);
    const code = await latestSmsCode(NUMBER);
    const confirmed = await enter(id, code);
    expect(confirmed.status).toBe(200);
    const stored = await Property.findById(id).lean();
    expect(stored).toMatchObject({ awaitingReview: true, phoneVerified: true, isActive: false });
    expect(stored?.awaitingPhone).toBeUndefined();
    // Once confirmed, it no longer takes codes.
    expect((await enter(id, code)).status).toBe(404);
  });

  it("texts the code again on request, only to the submission's own number", async () => {
    const { body } = await submitted();
    const id = body.id as string;
    const before = (await smsSentTo(NUMBER)).length;
    const again = await resend(
      siteRequest("POST", `/api/property/submissions/${id}/phone/send-otp`, "198.51.100.42"),
      context(id),
    );
    expect(again.status).toBe(200);
    expect(await smsSentTo(NUMBER)).toHaveLength(before + 1);
    const unknown = "64b7f0c2a1b2c3d4e5f60718";
    expect(
      (
        await resend(
          siteRequest("POST", `/api/property/submissions/${unknown}/phone/send-otp`, "198.51.100.42"),
          context(unknown),
        )
      ).status,
    ).toBe(404);
  });

  it("skips the code when the number is the signed-in owner's verified one", async () => {
    const { user, cookie } = await userWithSession();
    await User.updateOne({ _id: user._id }, { $set: { verifiedPhone: NUMBER } });
    const { status, body } = await submitted(cookie);
    expect(status).toBe(201);
    expect(body.phoneCheck).toEqual({ done: true });
    expect(await Property.findById(body.id).lean()).toMatchObject({ awaitingReview: true, phoneVerified: true });
  });

  it("does not reach the queue by being closed and reopened before its number is confirmed", async () => {
    const { cookie } = await userWithSession();
    const { body } = await submitted(cookie);
    const id = body.id as string;
    const own = (route: RouteHandler, path: string, json?: unknown) =>
      route(siteRequest("POST", `/api/my/listings/${id}/${path}`, "198.51.100.43", { cookie, json }), context(id));
    expect((await own(close, "close", { reason: "rented" })).status).toBe(200);
    expect((await own(reopen, "reopen")).status).toBe(200);
    expect(await Property.findById(id).lean()).toMatchObject({ awaitingPhone: true, awaitingReview: false });
  });

  it("refuses a number that cannot receive an SMS, storing nothing", async () => {
    const { status, body } = await submitted(undefined, "1234567890");
    expect(status).toBe(400);
    expect(body.message).toBe("Please enter a valid 10-digit mobile number.");
    expect(await Property.countDocuments()).toBe(0);
  });
});
