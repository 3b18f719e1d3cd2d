import { GET, POST } from "@/app/api/saved-searches/route";
import { DELETE, PATCH } from "@/app/api/saved-searches/[id]/route";
import { MAX_SAVED_SEARCHES } from "@/domain/alerts/options";
import { callRoute } from "@/test/admin-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { SavedSearch } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

beforeAll(resetDatabase);

const save = (cookie: string, json: unknown) =>
  callRoute(POST, "/api/saved-searches", { method: "POST", cookie, json });
const list = (cookie: string) => callRoute(GET, "/api/saved-searches", { cookie });
const patch = (cookie: string, id: string, json: unknown) =>
  callRoute(PATCH, `/api/saved-searches/${id}`, { method: "PATCH", cookie, json, params: { id } });
const remove = (cookie: string, id: string) =>
  callRoute(DELETE, `/api/saved-searches/${id}`, { method: "DELETE", cookie, params: { id } });

describe("saved searches API", () => {
  it("asks a signed-out visitor to sign in", async () => {
    expect((await save("", { query: "type=rent", frequency: "instant" })).status).toBe(401);
    expect((await list("")).status).toBe(401);
  });

  it("saves a search in the list API's canonical spelling, names it, and lists only the caller's own", async () => {
    const { user, cookie } = await userWithSession();
    const other = await userWithSession();
    const { status, body } = await save(cookie, {
      query: "?maxPrice=20000&q=Patia&bhk=2&type=rent&page=3&sort=featured",
      frequency: "instant",
    });
    expect(status).toBe(201);
    expect(body.savedSearch).toMatchObject({
      name: "2 BHK for rent in Patia under ₹20,000",
      query: "type=rent&bhk=2&q=Patia&maxPrice=20000",
      frequency: "instant",
      paused: false,
      href: "/properties?type=rent&bhk=2&q=Patia&maxPrice=20000",
    });
    const named = await save(cookie, { query: "type=sale", frequency: "daily", name: "  Flats to buy  " });
    expect(named.body.savedSearch.name).toBe("Flats to buy");
    expect(await SavedSearch.countDocuments({ user: user._id })).toBe(2);

    const mine = await list(cookie);
    expect(mine.body.savedSearches.map((s: { name: string }) => s.name)).toEqual([
      "Flats to buy",
      "2 BHK for rent in Patia under ₹20,000",
    ]);
    expect((await list(other.cookie)).body.savedSearches).toEqual([]);
  });

  it("names a search saved without a name in the language of the page it came from", async () => {
    const { cookie } = await userWithSession();
    const query = { query: "type=rent&bhk=2&locality=Patia&maxPrice=20000", frequency: "daily" };
    const odia = await save(`${cookie}; NEXT_LOCALE=or`, query);
    expect(odia.status).toBe(201);
    expect(odia.body.savedSearch.name).toBe("ପାଟିଆରେ ଭଡ଼ା ପାଇଁ 2 BHK ₹20,000 ଯାଏଁ");
    const hindi = await save(`${cookie}; NEXT_LOCALE=hi`, { ...query, query: "type=sale&locality=Patia" });
    expect(hindi.body.savedSearch.name).toBe("पटिया में बिक्री के लिए घर");
  });

  it("refuses what the list API refuses: unknown words, bad values, reversed prices (400, nothing stored)", async () => {
    const { user, cookie } = await userWithSession();
    for (const query of ["colour=blue", "type=castle", "bhk=99", "minPrice=50000&maxPrice=1000", "bhk=2&bhk=3"]) {
      const { status, body } = await save(cookie, { query, frequency: "daily" });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.errors?.query ?? body.message).toBeTruthy();
    }
    expect((await save(cookie, { query: "type=rent", frequency: "weekly" })).status).toBe(400);
    expect((await save(cookie, { query: "type=rent" })).status).toBe(400);
    expect((await save(cookie, { query: "type=rent", frequency: "daily", extra: 1 })).status).toBe(400);
    expect((await save(cookie, { query: "type=rent", frequency: "daily", name: "x".repeat(81) })).status).toBe(400);
    expect(await SavedSearch.countDocuments({ user: user._id })).toBe(0);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per account (409 after that)`, async () => {
    const { user, cookie } = await userWithSession();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      expect((await save(cookie, { query: `maxPrice=${10_000 + i}`, frequency: "daily" })).status).toBe(201);
    }
    const { status, body } = await save(cookie, { query: "type=land", frequency: "daily" });
    expect(status).toBe(409);
    expect(body.message).toMatch(/at most 20 saved searches/);
    expect(await SavedSearch.countDocuments({ user: user._id })).toBe(MAX_SAVED_SEARCHES);
  });

  it(`stores exactly ${MAX_SAVED_SEARCHES} of 60 parallel saves; the others and the next one get the 409`, async () => {
    const { user, cookie } = await userWithSession();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => save(cookie, { query: `maxPrice=${20_000 + i}`, frequency: "instant" })),
    );
    expect(answers.filter((a) => a.status === 201).length).toBe(MAX_SAVED_SEARCHES);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.length).toBe(60 - MAX_SAVED_SEARCHES);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/at most 20 saved searches/);
    }
    expect(await SavedSearch.countDocuments({ user: user._id })).toBe(MAX_SAVED_SEARCHES);

    const next = await save(cookie, { query: "type=land", frequency: "daily" });
    expect(next.status).toBe(409);
    expect(next.body.message).toBe("You can keep at most 20 saved searches. Delete one to save another.");
  });

  it("gives a deleted search's place to the next save, and counts searches saved before places existed", async () => {
    const { user, cookie } = await userWithSession();
    const older = 5;
    await SavedSearch.insertMany(
      Array.from({ length: older }, (_, i) => ({ user: user._id, name: `Old ${i}`, query: "", frequency: "daily" })),
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => save(cookie, { query: `maxPrice=${30_000 + i}`, frequency: "daily" })),
    );
    expect(answers.filter((a) => a.status === 201).length).toBe(MAX_SAVED_SEARCHES - older);
    expect(await SavedSearch.countDocuments({ user: user._id })).toBe(MAX_SAVED_SEARCHES);

    const oldOne = await SavedSearch.findOne({ user: user._id, name: "Old 0" }).lean();
    const newOne = answers.find((a) => a.status === 201)!.body.savedSearch._id as string;
    expect((await remove(cookie, String(oldOne!._id))).status).toBe(200);
    expect((await remove(cookie, newOne)).status).toBe(200);
    const again = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(cookie, { query: `maxPrice=${40_000 + i}`, frequency: "daily" })),
    );
    expect(again.filter((a) => a.status === 201).length).toBe(2);
    expect(await SavedSearch.countDocuments({ user: user._id })).toBe(MAX_SAVED_SEARCHES);
  });

  it("renames, changes the frequency, pauses and deletes the caller's own search; someone else's is a 404", async () => {
    const owner = await userWithSession();
    const stranger = await userWithSession();
    const { body } = await save(owner.cookie, { query: "type=rent&bhk=3", frequency: "instant" });
    const id = body.savedSearch._id as string;

    const renamed = await patch(owner.cookie, id, { name: "Big flats", frequency: "daily", paused: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.savedSearch).toMatchObject({ name: "Big flats", frequency: "daily", paused: true });
    expect((await patch(owner.cookie, id, {})).status).toBe(400);
    expect((await patch(owner.cookie, id, { frequency: "hourly" })).status).toBe(400);

    expect((await patch(stranger.cookie, id, { name: "Mine now" })).status).toBe(404);
    expect((await remove(stranger.cookie, id)).status).toBe(404);
    expect((await patch(owner.cookie, "not-an-id", { name: "x" })).status).toBe(404);
    expect((await SavedSearch.findById(id).lean())?.name).toBe("Big flats");

    expect((await remove(owner.cookie, id)).status).toBe(200);
    expect(await SavedSearch.exists({ _id: id })).toBeNull();
    expect((await remove(owner.cookie, id)).status).toBe(404);
  });
});
