import { POST } from "@/app/api/property/submissions/route";
import { LOCALITY_REQUIRED } from "@/lib/validation/listing";
import { clearRateLimits, resetDatabase, routeContext } from "@/test/db-helpers";
import { listingSubmissionForm, siteRequest } from "@/test/listing-submission";
import { Property } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

// The List Your Property form, signed out or signed in (the owner's "List a property"), names its locality.

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

/** The site's form with its locality field replaced (or, with `undefined`, left out). */
function formWithLocality(locality: string | undefined, name = "location.locality"): FormData {
  const form = new FormData();
  for (const [key, value] of listingSubmissionForm("owner@example.in", [])) {
    if (key !== "location.locality") form.append(key, value);
  }
  if (locality !== undefined) form.append(name, locality);
  return form;
}

const submit = async (form: FormData, cookie = "") => {
  const response = await POST(
    siteRequest("POST", "/api/property/submissions", "198.51.100.31", { cookie, body: form }),
    routeContext({}),
  );
  return { status: response.status, body: await response.json() };
};

describe("POST /api/property/submissions without a locality", () => {
  it.each([
    ["left out", undefined],
    ["blank", ""],
    ["spaces", "   "],
  ])("%s: 400 on location.locality, nothing stored", async (_, locality) => {
    const answer = await submit(formWithLocality(locality));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ "location.locality": LOCALITY_REQUIRED });
    expect(await Property.countDocuments()).toBe(0);
  });

  it("the older field name is refused under that name", async () => {
    const answer = await submit(formWithLocality("", "locality"));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ locality: LOCALITY_REQUIRED });
    expect(await Property.countDocuments()).toBe(0);
  });

  it("a signed-in owner's listing is refused the same way", async () => {
    const { cookie } = await userWithSession({ role: "user" });
    const answer = await submit(formWithLocality(""), cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ "location.locality": LOCALITY_REQUIRED });
    expect(await Property.countDocuments()).toBe(0);
  });

  it("with one, it is stored under that locality", async () => {
    const answer = await submit(formWithLocality("Patia"));
    expect(answer.status).toBe(201);
    expect((await Property.findById(answer.body.id).lean())?.location?.locality).toBe("Patia");
  });
});
