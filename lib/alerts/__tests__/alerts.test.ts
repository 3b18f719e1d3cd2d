import { POST as unsubscribePost, GET as unsubscribeGet } from "@/app/api/alerts/unsubscribe/route";
import { PUT as adminEdit } from "@/app/api/property/property/[id]/route";
import { POST as adminCreate } from "@/app/api/property/property/route";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { siteUrl } from "@/lib/site";
import { digestBoundary, matchListing, sendDigests, sendInstantAlert, unsubscribeToken } from "@/lib/alerts";
import { adminAndUser, callRoute, validListing } from "@/test/admin-helpers";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { createProperty } from "@/test/factories";
import { resetDatabase } from "@/test/db-helpers";
import { clearJobs, eventually, useJobWorker } from "@/test/job-helpers";
import { AlertMatch, Property, SavedSearch } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

// New-listing alerts: which saved searches a listing that becomes visible matches (through the list API's
// own query), once per search and listing ever, the instant mail and the daily digest, and the
// unsubscribe link.

const outbox = useTemporaryOutbox();

beforeAll(async () => {
  await resetDatabase();
  await Promise.all([SavedSearch.createIndexes(), AlertMatch.createIndexes()]);
});

let counter = 0;
/** A user with saved searches of these queries (instant unless said). */
async function searcher(queries: string[], frequency: "instant" | "daily" = "instant") {
  counter += 1;
  const session = await userWithSession({ email: `searcher${counter}-${Date.now()}@example.in` });
  const searches = await SavedSearch.insertMany(
    queries.map((query, i) => ({ user: session.user._id, name: `Search ${i + 1}: ${query}`, query, frequency })),
  );
  return { ...session, searches };
}

/** The listing every filter word is checked against. */
const target = () =>
  createProperty({
    title: "Sunny 2BHK flat in Patia",
    type: "rent",
    bhk: 2,
    price: 15000,
    furnishing: "Semi-Furnished",
    postedBy: "owner",
    location: { address: "Lane 4, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha", zipCode: "751024" },
    nearbyPlaces: [{ name: "KIIT University", distance: "1 km", category: "Education" }],
  });

describe("matching a new listing through the list query", () => {
  beforeEach(async () => {
    await SavedSearch.deleteMany({});
    await AlertMatch.deleteMany({});
  });

  // Each word of a public search, once with a value the listing has and once with one it lacks.
  const WORDS: Array<[word: string, matches: string, misses: string]> = [
    ["type", "type=rent", "type=sale"],
    ["bhk", "bhk=2", "bhk=3"],
    ["furnishing", "furnishing=Semi-Furnished", "furnishing=Furnished"],
    ["postedBy", "postedBy=owner", "postedBy=agent"],
    ["q", "q=patia", "q=nayapalli"],
    ["area", "area=Bhubaneswar", "area=Cuttack"],
    ["minPrice", "minPrice=15000", "minPrice=15001"],
    ["maxPrice", "maxPrice=15000", "maxPrice=14999"],
    ["city", "city=Bhubaneswar", "city=Khordha"],
    ["locality", "locality=Patia", "locality=Saheed%20Nagar"],
    ["nearby", "nearby=kiit", "nearby=airport"],
    ["sort and paging (ignored)", "sort=price_asc&page=2&limit=12", "sort=newest&type=land"],
  ];

  it.each(WORDS)("%s", async (_word, matches, misses) => {
    const { searches } = await searcher([matches, misses]);
    const listing = await target();
    const found = await matchListing(listing.id);
    expect(found.map((m) => m.savedSearchId)).toEqual([String(searches[0]._id)]);
  });

  it("matches all words together, and no search of a paused user or on an inactive listing", async () => {
    const { searches } = await searcher([
      "type=rent&bhk=2&furnishing=Semi-Furnished&postedBy=owner&q=sunny&minPrice=10000&maxPrice=20000&city=Bhubaneswar&locality=Patia&nearby=kiit",
    ]);
    const paused = await searcher(["type=rent"]);
    await SavedSearch.updateMany({ user: paused.user._id }, { $set: { paused: true } });
    const listing = await target();
    expect((await matchListing(listing.id)).map((m) => m.savedSearchId)).toEqual([String(searches[0]._id)]);

    const hidden = await createProperty({ isActive: false });
    expect(await matchListing(hidden.id)).toEqual([]);
  });

  it("does not alert the owner of the listing about their own listing", async () => {
    const owner = await searcher(["type=rent"]);
    const other = await searcher(["type=rent"]);
    const listing = await createProperty({ owner: { name: "Owner", phone: "9437000000", email: owner.user.email } });
    const found = await matchListing(listing.id);
    expect(found.map((m) => m.savedSearchId)).toEqual([String(other.searches[0]._id)]);
  });

  it("records one match per search and listing, ever", async () => {
    await searcher(["type=rent"]);
    const listing = await target();
    expect(await matchListing(listing.id)).toHaveLength(1);
    expect(await matchListing(listing.id)).toHaveLength(0);
    const racing = await Promise.all([matchListing(listing.id), matchListing(listing.id)]);
    expect(racing.flat()).toHaveLength(0);
    expect(await AlertMatch.countDocuments({ listing: listing._id })).toBe(1);
  });
});

describe("mails", () => {
  beforeEach(async () => {
    await SavedSearch.deleteMany({});
    await AlertMatch.deleteMany({});
  });

  it("mails an instant alert naming the search, with the listing, the results and a one-click unsubscribe", async () => {
    const { user, searches } = await searcher(["type=rent&bhk=2"]);
    const listing = await target();
    const [match] = await matchListing(listing.id);
    await sendInstantAlert(match.matchId);
    await sendInstantAlert(match.matchId);

    const mails = await mailsTo(outbox, user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toContain("Search 1: type=rent&bhk=2");
    expect(mail.text).toContain("Sunny 2BHK flat in Patia");
    expect(mail.text).toContain("₹15,000/mo · Patia, Bhubaneswar");
    expect(mail.text).toContain(`/properties/${listing.id}`);
    expect(mail.text).toContain("/properties?type=rent&bhk=2");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const url = /<(https?:[^>]+)>/.exec(mail.headers["list-unsubscribe"])?.[1];
    expect(url).toContain(
      `/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(String(searches[0]._id)))}`,
    );
    expect((await AlertMatch.findById(match.matchId).lean())?.state).toBe("sent");
  });

  it("sends the daily digest at the digest hour with the matches before it; 07:59 today, 08:01 tomorrow", async () => {
    const { user } = await searcher(["type=rent"], "daily");
    const early = await createProperty({ title: "Flat listed at 07:59" });
    const late = await createProperty({ title: "Flat listed at 08:01" });
    // 24 November 2026, 07:59 and 08:01 in Asia/Kolkata (UTC+05:30).
    await matchListing(early.id, { at: new Date("2026-11-24T02:29:00Z") });
    await matchListing(late.id, { at: new Date("2026-11-24T02:31:00Z") });

    const digestTime = digestBoundary(new Date("2026-11-24T02:30:00.500Z"), 8);
    expect(digestTime.toISOString()).toBe("2026-11-24T02:30:00.000Z");
    expect(digestBoundary(new Date("2026-11-24T02:29:59Z"), 8).toISOString()).toBe("2026-11-23T02:30:00.000Z");

    expect(await sendDigests({ until: digestTime })).toBe(1);
    let mails = await mailsTo(outbox, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('1 new listing for "Search 1: type=rent"');
    expect(mails[0].text).toContain("Flat listed at 07:59");
    expect(mails[0].text).not.toContain("Flat listed at 08:01");
    expect(mails[0].headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // Nothing new before the same digest time: no mail at all.
    expect(await sendDigests({ until: digestTime })).toBe(0);
    expect(await mailsTo(outbox, user.email)).toHaveLength(1);

    expect(await sendDigests({ until: new Date("2026-11-25T02:30:00Z") })).toBe(1);
    mails = await mailsTo(outbox, user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain("Flat listed at 08:01");
    expect(mails[1].text).not.toContain("Flat listed at 07:59");
  });

  it("puts an instant match still unsent an hour on into the digest, and leaves a fresh one to its own job", async () => {
    const { user } = await searcher(["type=rent"], "instant");
    const stuck = await createProperty({ title: "Flat whose alert never went" });
    const fresh = await createProperty({ title: "Flat matched a minute ago" });
    const until = new Date("2026-11-25T02:30:00Z");
    await matchListing(stuck.id, { at: new Date(until.getTime() - 2 * 60 * 60 * 1000) });
    await matchListing(fresh.id, { at: new Date(until.getTime() - 60 * 1000) });
    expect(await sendDigests({ until })).toBe(1);
    const [mail] = await mailsTo(outbox, user.email);
    expect(mail.text).toContain("Flat whose alert never went");
    expect(mail.text).not.toContain("Flat matched a minute ago");
    expect((await AlertMatch.findOne({ listing: fresh._id }).lean())?.state).toBe("pending");
  });

  it("unsubscribes signed out with the signed token: that search only; a forged or altered token is a 400", async () => {
    const { searches } = await searcher(["type=rent", "type=sale"]);
    const [rent, sale] = searches.map((s) => String(s._id));
    const token = unsubscribeToken(rent);
    const url = (t: string) => `/api/alerts/unsubscribe?token=${encodeURIComponent(t)}`;

    const shown = await unsubscribeGet(new Request(`http://localhost:3000${url(token)}`), {
      params: Promise.resolve({}),
    });
    expect(shown.status).toBe(303);
    expect(new URL(shown.headers.get("location")!).pathname).toBe("/alerts/unsubscribe");
    expect(shown.headers.get("location")).toContain(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await SavedSearch.findById(rent).lean())?.paused).toBe(false);

    // A visitor who reads the site in Odia (their choice) or Hindi (their browser's) is shown the page in it.
    for (const [headers, path] of [
      [{ cookie: "NEXT_LOCALE=or" }, "/or/alerts/unsubscribe"],
      [{ "accept-language": "hi-IN,hi;q=0.9,en;q=0.5" }, "/hi/alerts/unsubscribe"],
    ] as const) {
      const inLanguage = await unsubscribeGet(new Request(`http://localhost:3000${url(token)}`, { headers }), {
        params: Promise.resolve({}),
      });
      const location = new URL(inLanguage.headers.get("location")!);
      expect([location.pathname, location.searchParams.get("token")]).toEqual([path, token]);
    }

    // Behind a TLS proxy the request reaches the server as plain http on its own host: the confirmation page
    // is still named on the site's public address, never the server's.
    const proxied = await unsubscribeGet(
      new Request(`http://127.0.0.1:3100${url(token)}`, {
        headers: { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(new URL(proxied.headers.get("location")!).origin).toBe(new URL(siteUrl()).origin);

    const forged = [`${sale}.${token.split(".")[1]}`, `${rent}.AAAA${token.split(".")[1].slice(4)}`, rent, "nonsense"];
    for (const bad of forged) {
      const { status } = await callRoute(unsubscribePost, url(bad), { method: "POST" });
      expect(status).toBe(400);
    }
    expect((await callRoute(unsubscribePost, "/api/alerts/unsubscribe", { method: "POST" })).status).toBe(400);

    const oneClick = await unsubscribePost(
      new Request(`http://localhost:3000${url(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      { params: Promise.resolve({}) },
    );
    expect(oneClick.status).toBe(200);
    expect((await SavedSearch.findById(rent).lean())?.paused).toBe(true);
    expect((await SavedSearch.findById(sale).lean())?.paused).toBe(false);
  });
});

describe("through the listing write paths and the queue", () => {
  useJobWorker();
  beforeAll(async () => {
    await clearJobs();
    await SavedSearch.deleteMany({});
    await AlertMatch.deleteMany({});
  });

  it("an admin's new listing and an approved submission alert within moments, once across repeated approvals", async () => {
    const { admin } = await adminAndUser();
    const { user } = await searcher(["type=rent&q=patia"]);

    const created = await callRoute(adminCreate, "/api/property/property", {
      method: "POST",
      cookie: admin.cookie,
      json: { ...validListing(), title: "Admin's flat in Patia" },
    });
    expect(created.status).toBe(201);
    await eventually(async () =>
      (await mailsTo(outbox, user.email)).some((m) => m.text.includes("Admin's flat in Patia")),
    );

    const submission = await createProperty({
      title: "Owner's flat in Patia",
      source: "public",
      isActive: false,
      awaitingReview: true,
    });
    const id = submission.id;
    const edit = (json: unknown) =>
      callRoute(adminEdit, `/api/property/property/${id}`, {
        method: "PUT",
        cookie: admin.cookie,
        json,
        params: { id },
      });
    expect((await edit({ isActive: true })).status).toBe(200);
    await eventually(async () =>
      (await mailsTo(outbox, user.email)).some((m) => m.text.includes("Owner's flat in Patia")),
    );

    // Taken down, put back, edited, approved again: nothing new.
    expect((await edit({ isActive: false })).status).toBe(200);
    expect((await edit({ isActive: true })).status).toBe(200);
    expect((await edit({ price: 14000 })).status).toBe(200);
    await eventually(async () => {
      const { default: mongoose } = await import("mongoose");
      const pending = await mongoose.connection
        .db!.collection("jobs")
        .countDocuments({ name: { $in: ["alerts.match", "alerts.instant"] }, nextRunAt: { $ne: null } });
      return pending === 0;
    });
    const about = (await mailsTo(outbox, user.email)).filter((m) => m.text.includes("Owner's flat in Patia"));
    expect(about).toHaveLength(1);
    expect(await AlertMatch.countDocuments({ listing: submission._id })).toBe(1);
    expect(await Property.countDocuments({ _id: id, isActive: true })).toBe(1);
  }, 180_000);
});
