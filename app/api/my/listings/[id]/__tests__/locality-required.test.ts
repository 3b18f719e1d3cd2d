import { PATCH } from "@/app/api/my/listings/[id]/route";
import { LOCALITY_REQUIRED } from "@/lib/validation/listing";
import { clearRateLimits, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { siteRequest } from "@/test/listing-submission";
import { Property } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

// An owner may move their listing to another locality, never leave it without one.

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

async function ownersLiveListing() {
  const { user, cookie } = await userWithSession({ role: "user" });
  const listing = await createProperty({
    source: "public",
    account: user._id,
    owner: { name: "Owner", phone: "9437012345", email: user.email },
    location: { address: "Lane 1, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" },
    isActive: true,
  });
  return { cookie, id: String(listing._id), price: listing.price };
}

const edit = async (cookie: string, id: string, json: unknown) => {
  const response = await PATCH(
    siteRequest("PATCH", `/api/my/listings/${id}`, "203.0.113.41", { cookie, json }),
    routeContext({ id }),
  );
  return { status: response.status, body: await response.json() };
};

describe("PATCH /api/my/listings/{id} and the locality", () => {
  it.each([
    ["null", null],
    ["blank", ""],
    ["spaces", "  "],
  ])("sent %s: 400 on location.locality, nothing changed or waiting", async (_, locality) => {
    const { cookie, id, price } = await ownersLiveListing();
    const answer = await edit(cookie, id, { price: 15500, location: { locality } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ "location.locality": LOCALITY_REQUIRED });
    const stored = await Property.findById(id).lean();
    expect(stored?.price).toBe(price);
    expect(stored?.location?.locality).toBe("Patia");
    expect(stored?.pendingEdit).toBeFalsy();
  });

  it("a new locality is taken (for review, the listing being live)", async () => {
    const { cookie, id } = await ownersLiveListing();
    const answer = await edit(cookie, id, { location: { locality: "Jaydev Vihar" } });
    expect(answer.status).toBe(200);
    expect(answer.body.review).toBe(true);
  });
});
