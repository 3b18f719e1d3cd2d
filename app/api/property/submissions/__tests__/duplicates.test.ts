import { POST as submit } from "@/app/api/property/submissions/route";
import { GET as adminQueue } from "@/app/api/admin/properties/route";
import { POST as addListing } from "@/app/api/property/property/route";
import { PATCH as editMine } from "@/app/api/my/listings/[id]/route";
import { GET as home } from "@/app/api/user/home/route";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { validListing } from "@/test/admin-helpers";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { confirmSubmissionNumber, listingSubmissionForm, siteRequest } from "@/test/listing-submission";
import { Property, User } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

// A listing that copies an owner's live, phone-verified one (the same phone, locality, kind and BHK, the price
// within 10%) is flagged for the admins whichever way it arrives, and confirming that number for the copy
// takes the "Phone verified" mark from nobody.

useTemporaryOutbox();

/** The number the submission form carries (test/listing-submission.ts), in E.164. */
const NUMBER = "+919437123456";

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

/** An owner whose account verified NUMBER, with a live 2BHK in Patia under it, marked. */
async function ownerWithLiveListing() {
  const owner = await userWithSession({ name: "Bikash Rout" });
  await User.updateOne({ _id: owner.user._id }, { $set: { verifiedPhone: NUMBER, phoneVerifiedAt: new Date() } });
  const live = await createProperty({
    title: "2BHK flat in Patia",
    account: owner.user._id,
    source: "public",
    type: "rent",
    bhk: 2,
    price: 18000,
    location: { address: "Lane 4, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" },
    contactNumber: "9437123456",
    phoneVerified: true,
    isActive: true,
  });
  return { ...owner, live };
}

async function submitted(cookie?: string) {
  const answer = await submit(
    siteRequest("POST", "/api/property/submissions", "198.51.100.60", {
      cookie,
      body: listingSubmissionForm("copy@example.in", []),
    }),
  );
  expect(answer.status).toBe(201);
  return (await answer.json()) as { id: string; phoneCheck: { done: boolean } };
}

/** The admins' pending queue as the dashboard reads it. */
async function pendingQueue() {
  const admin = await userWithSession({ role: "admin" });
  const answer = await adminQueue(
    jsonRequest("/api/admin/properties?status=pending&page=1&limit=20", { headers: { cookie: admin.cookie } }),
    routeContext({}),
  );
  expect(answer.status).toBe(200);
  return (
    (await answer.json()) as {
      properties: Array<{ _id: string; possibleDuplicate?: { reasons: string[]; of: { _id: string } } | null }>;
    }
  ).properties;
}

async function accountPhone(cookie: string) {
  const answer = await home(jsonRequest("/api/user/home", { headers: { cookie } }), routeContext({}));
  return ((await answer.json()) as { user: { phoneVerified: boolean; verifiedPhone: string } }).user;
}

describe("a signed-out submission copying a live, phone-verified listing", () => {
  it("reaches the queue flagged as a possible duplicate once its number is confirmed", async () => {
    const { live } = await ownerWithLiveListing();
    const { id, phoneCheck } = await submitted();
    expect(phoneCheck.done).toBe(false);
    await confirmSubmissionNumber(id, NUMBER);

    const [row] = (await pendingQueue()).filter((item) => item._id === id);
    expect(row.possibleDuplicate).toMatchObject({ reasons: ["phone"], of: { _id: String(live._id) } });
  });

  it("leaves the owner's account and live listing verified when the same number is confirmed for it", async () => {
    const { live, cookie } = await ownerWithLiveListing();
    const { id } = await submitted();
    await confirmSubmissionNumber(id, NUMBER);

    expect(await accountPhone(cookie)).toEqual(expect.objectContaining({ phoneVerified: true, verifiedPhone: NUMBER }));
    expect((await Property.findById(live._id).lean())?.phoneVerified).toBe(true);
    // A number may be verified on several listings: the submission carries the mark too.
    expect(await Property.findById(id).lean()).toMatchObject({ phoneVerified: true, awaitingReview: true });
  });
});

describe("the other doors", () => {
  it("flags the same owner's signed-in copy, which skips the code", async () => {
    const { live, cookie } = await ownerWithLiveListing();
    const { id, phoneCheck } = await submitted(cookie);
    expect(phoneCheck.done).toBe(true);
    const [row] = (await pendingQueue()).filter((item) => item._id === id);
    expect(row.possibleDuplicate).toMatchObject({ reasons: ["phone"], of: { _id: String(live._id) } });
  });

  it("flags another account's signed-in copy, and leaves the owner's number and mark where they were", async () => {
    const { live, cookie } = await ownerWithLiveListing();
    const other = await userWithSession({ name: "Someone Else" });
    const { id, phoneCheck } = await submitted(other.cookie);
    expect(phoneCheck.done).toBe(false);
    await confirmSubmissionNumber(id, NUMBER);

    const [row] = (await pendingQueue()).filter((item) => item._id === id);
    expect(row.possibleDuplicate).toMatchObject({ reasons: ["phone"], of: { _id: String(live._id) } });
    expect(await accountPhone(cookie)).toEqual(expect.objectContaining({ phoneVerified: true, verifiedPhone: NUMBER }));
    expect((await accountPhone(other.cookie)).phoneVerified).toBe(false);
    expect((await Property.findById(live._id).lean())?.phoneVerified).toBe(true);
  });

  it("flags a copy the team adds, though the team's listing carries no mark", async () => {
    const { live } = await ownerWithLiveListing();
    const admin = await userWithSession({ role: "admin" });
    const answer = await addListing(
      siteRequest("POST", "/api/property/property", "198.51.100.61", {
        cookie: admin.cookie,
        json: { ...validListing(), title: "2BHK flat, Patia", price: 19000, contactNumber: "9437123456" },
      }),
      routeContext({}),
    );
    expect(answer.status).toBe(201);
    const { property } = (await answer.json()) as { property: { _id: string } };
    expect((await Property.findById(property._id).lean())?.possibleDuplicate).toMatchObject({
      of: live._id,
      reasons: ["phone"],
    });
  });

  it("flags an owner's listing edited into a copy of another", async () => {
    const { live, user, cookie } = await ownerWithLiveListing();
    const second = await createProperty({
      title: "Another flat in Patia",
      account: user._id,
      source: "public",
      bhk: 2,
      price: 30000,
      location: { address: "Lane 9, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" },
      contactNumber: "9437123456",
      phoneVerified: true,
      isActive: true,
    });
    const edit = (price: number) =>
      editMine(
        siteRequest("PATCH", `/api/my/listings/${second._id}`, "198.51.100.62", { cookie, json: { price } }),
        routeContext({ id: String(second._id) }),
      );
    expect((await edit(29000)).status).toBe(200);
    expect((await Property.findById(second._id).lean())?.possibleDuplicate).toBeUndefined();
    expect((await edit(18500)).status).toBe(200);
    expect((await Property.findById(second._id).lean())?.possibleDuplicate).toMatchObject({
      of: live._id,
      reasons: ["phone"],
    });
  });
});
