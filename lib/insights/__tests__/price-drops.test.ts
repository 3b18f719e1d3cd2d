import { PUT as adminEdit } from "@/app/api/property/property/[id]/route";
import { POST as adminCreate } from "@/app/api/property/property/route";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { checkPriceDrop, mailPriceDrops } from "@/lib/insights/price-drops";
import { adminAndUser, callRoute, validListing } from "@/test/admin-helpers";
import { useTemporaryOutbox } from "@/test/account-helpers";
import { resetDatabase } from "@/test/db-helpers";
import { clearJobs, jobsNamed } from "@/test/job-helpers";
import { Favourite, PriceDropMailDay, PriceDropNotice, PriceSpan, User } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

// Price histories kept by the listing writes, and price-drop alerts to the people who saved a listing: told
// only of a cut of 3% or more that stood for a day, by one mail a day at most, unless they turned it off.

const outbox = useTemporaryOutbox();
const DAY = 24 * 60 * 60 * 1000;
const PRICE_DROP_DELAY_MS = DAY;

let admin: Awaited<ReturnType<typeof adminAndUser>>["admin"];

beforeAll(async () => {
  await resetDatabase();
  await Promise.all([
    PriceSpan.createIndexes(),
    PriceDropNotice.createIndexes(),
    PriceDropMailDay.createIndexes(),
    Favourite.createIndexes(),
  ]);
  ({ admin } = await adminAndUser());
});

beforeEach(clearJobs);

async function newListing(title: string, price = 20000): Promise<string> {
  const created = await callRoute(adminCreate, "/api/property/property", {
    method: "POST",
    cookie: admin.cookie,
    json: { ...validListing(), title, price },
  });
  expect(created.status).toBe(201);
  return created.body.property._id as string;
}

const edit = (id: string, json: unknown) =>
  callRoute(adminEdit, `/api/property/property/${id}`, { method: "PUT", cookie: admin.cookie, json, params: { id } });

let saverCount = 0;
async function saverOf(...ids: string[]) {
  saverCount += 1;
  const { user } = await userWithSession({ email: `saver${saverCount}-${Date.now()}@example.in` });
  await Favourite.insertMany(ids.map((property) => ({ user: user._id, property })));
  return user;
}

/** The check the queue runs a day after the drop, with the day's mail sent at once. */
async function checkLater(id: string, fromPrice: number, at = Date.now() + PRICE_DROP_DELAY_MS) {
  const [job] = (await jobsNamed("price-drops.check")).filter((j) => j.data.listingId === id);
  expect(job).toBeDefined();
  const users: string[] = [];
  await checkPriceDrop(job.data, async (userId) => void users.push(userId));
  expect(job.data.fromPrice).toBe(fromPrice);
  for (const userId of users) await mailPriceDrops(userId, new Date(at));
}

describe("price histories", () => {
  it("a price change ends the listing's open span and opens one at the new price; going off the site ends it", async () => {
    const id = await newListing("History flat", 20000);
    expect((await edit(id, { price: 21000 })).status).toBe(200);
    const spans = await PriceSpan.find({ listing: id }).sort({ from: 1 }).lean();
    expect(spans.map((s) => [s.price, s.open])).toEqual([
      [20000, false],
      [21000, true],
    ]);
    expect(spans[0].to.getTime()).toBe(spans[1].from.getTime());
    expect((await edit(id, { isActive: false })).status).toBe(200);
    expect(await PriceSpan.countDocuments({ listing: id, open: true })).toBe(0);
  });
});

describe("price-drop alerts", () => {
  it("a cut of 3% or more is checked a day later; a raise or a smaller cut is not", async () => {
    const id = await newListing("Checked flat", 20000);
    await edit(id, { price: 19600 }); // 2%
    await edit(id, { price: 20500 }); // a raise
    expect(await jobsNamed("price-drops.check")).toHaveLength(0);
    await edit(id, { price: 19000 });
    const [job] = await jobsNamed("price-drops.check");
    expect(job.data).toMatchObject({ listingId: id, fromPrice: 20500 });
    expect(job.nextRunAt.getTime() - new Date(job.data.droppedAt).getTime()).toBe(PRICE_DROP_DELAY_MS);
  });

  it("a price that stayed lowered for a day reaches the saver's mailbox, was and now", async () => {
    const id = await newListing("Lowered flat in Patia", 20000);
    const saver = await saverOf(id);
    await edit(id, { price: 18000 });
    await checkLater(id, 20000);
    const mails = await mailsTo(outbox, saver.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/Price down: Lowered flat in Patia/);
    expect(mails[0].text).toMatch(/₹20,000\/mo → ₹18,000\/mo/);
    expect(mails[0].text).toMatch(/Turn off price-drop mails/);
  });

  it("a change made and undone within the day tells nobody", async () => {
    const id = await newListing("Undone flat", 20000);
    const saver = await saverOf(id);
    await edit(id, { price: 15000 });
    await edit(id, { price: 20000 });
    await checkLater(id, 20000);
    expect(await PriceDropNotice.countDocuments({ listing: id })).toBe(0);
    expect(await mailsTo(outbox, saver.email)).toHaveLength(0);
  });

  it("sends one mail a day at most: a second drop the same day waits for the next day's", async () => {
    const first = await newListing("First cut flat", 20000);
    const second = await newListing("Second cut flat", 30000);
    const saver = await saverOf(first, second);
    await edit(first, { price: 18000 });
    await edit(second, { price: 27000 });
    const today = Date.now() + PRICE_DROP_DELAY_MS;
    await checkLater(first, 20000, today);
    await checkLater(second, 30000, today + 60_000);
    expect(await mailsTo(outbox, saver.email)).toHaveLength(1);
    expect(await mailPriceDrops(String(saver._id), new Date(today + 2 * 60_000))).toBe("later");
    expect(await mailPriceDrops(String(saver._id), new Date(today + DAY))).toBe("sent");
    const mails = await mailsTo(outbox, saver.email);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.text.includes("Second cut flat"))).toBe(true);
  });

  it("tells nobody by mail who turned price-drop mails off", async () => {
    const id = await newListing("Quiet flat", 20000);
    const saver = await saverOf(id);
    await User.updateOne({ _id: saver._id }, { $set: { "notifications.priceDrops.email": false } });
    await edit(id, { price: 17000 });
    await checkLater(id, 20000);
    expect(await mailsTo(outbox, saver.email)).toHaveLength(0);
    expect(await PriceDropNotice.findOne({ listing: id }).lean()).toMatchObject({ state: "skipped" });
  });
});
