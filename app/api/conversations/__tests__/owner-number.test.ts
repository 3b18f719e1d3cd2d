import { GET, POST } from "@/app/api/property/property/[id]/owner-number/route";
import { clearRateLimits, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { User } from "@/test/models";
import { authedRequest, subscriberWithSession, userWithSession } from "@/test/session-helpers";

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const reveal = async (cookie: string, id: string) => {
  const response = await POST(
    authedRequest(`/api/property/property/${id}/owner-number`, cookie, { method: "POST" }),
    routeContext({ id }),
  );
  return { status: response.status, body: (await response.json()) as Json };
};

async function byOwnerListing(phone = "9437012345") {
  const owner = await userWithSession();
  await User.updateOne({ _id: owner.user._id }, { $set: { phone } });
  return String((await createProperty({ source: "public", postedBy: "owner", account: owner.user._id }))._id);
}

describe("Show number", () => {
  it("reveals the owner's number to a plan holder, counting each listing once against the plan", async () => {
    // The 3 House Plan reveals 10 numbers.
    const holder = await subscriberWithSession(3);
    const listings = await Promise.all(Array.from({ length: 11 }, () => byOwnerListing()));
    const first = await reveal(holder.cookie, listings[0]);
    expect(first.body.contact).toEqual({ viewer: "planHolder", phone: "9437012345", revealsLeft: 9 });
    // The same listing again, even in parallel, is not counted again.
    const again = await Promise.all([reveal(holder.cookie, listings[0]), reveal(holder.cookie, listings[0])]);
    expect(again.map((r) => r.body.contact.revealsLeft)).toEqual([9, 9]);
    // Parallel reveals of the others take exactly the rest of the allowance.
    const rest = await Promise.all(listings.slice(1).map((id) => reveal(holder.cookie, id)));
    expect(rest.filter((r) => r.status === 200)).toHaveLength(9);
    const refused = rest.filter((r) => r.status === 403);
    expect(refused).toHaveLength(1);
    expect(refused[0].body.message).toMatch(/on 10 listings, all your plan includes/);
    const status = await GET(
      authedRequest(`/api/property/property/${listings[0]}/owner-number`, holder.cookie),
      routeContext({ id: listings[0] }),
    );
    expect(((await status.json()) as Json).contact).toEqual({
      viewer: "planHolder",
      phone: "9437012345",
      revealsLeft: 0,
    });
  });

  it("tells a signed-in seeker without a plan to message the owner, and never shows a team listing's agent through it", async () => {
    const seeker = await userWithSession();
    const refused = await reveal(seeker.cookie, await byOwnerListing());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/part of a plan/);
    expect(refused.body).not.toHaveProperty("contact");
    const holder = await subscriberWithSession(3);
    const team = String((await createProperty())._id);
    expect((await reveal(holder.cookie, team)).status).toBe(403);
  });

  it("shows the listing's own number, the one its Phone verified mark is about, when the account has none", async () => {
    const owner = await userWithSession();
    const listing = await createProperty({
      source: "public",
      postedBy: "owner",
      account: owner.user._id,
      contactNumber: "9861077777",
      phoneVerified: true,
    });
    const holder = await subscriberWithSession(3);
    const shown = await reveal(holder.cookie, String(listing._id));
    expect(shown.status).toBe(200);
    expect(shown.body.contact).toMatchObject({ viewer: "planHolder", phone: "9861077777" });
  });

  it("counts nothing for an expired plan", async () => {
    const expired = await subscriberWithSession(3, 0, { days: -1 });
    expect((await reveal(expired.cookie, await byOwnerListing())).status).toBe(403);
  });
});
