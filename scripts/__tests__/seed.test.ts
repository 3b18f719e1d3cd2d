import { DEMO_LISTINGS } from "@/scripts/demo-listings";
import { DEMO_ADMIN, DEMO_USER, seedAdmin, seedDemoContent, seedSynthetic } from "@/scripts/seed-database";
import { resetDatabase } from "@/test/db-helpers";
import { Message } from "@/models/Message";
import { Property } from "@/models/Property";
import { User } from "@/models/User";
import { verifyPassword } from "@/lib/accounts/password";

beforeAll(resetDatabase);

describe("seeding", () => {
  it("fills an empty database once and adds nothing on a second run", async () => {
    expect(await seedDemoContent()).toBe(true);
    await seedAdmin(true);
    const counts = async () => [
      await Property.countDocuments(),
      await Message.countDocuments(),
      await User.countDocuments(),
    ];
    const first = await counts();
    expect(first[0]).toBe(DEMO_LISTINGS.length);
    expect(first[0]).toBeGreaterThanOrEqual(24);
    expect(first[1]).toBeGreaterThan(0);

    expect(await seedDemoContent()).toBe(false);
    await seedAdmin(false);
    expect(await counts()).toEqual(first);
  });

  it("mixes just posted, recently confirmed and older unconfirmed listings, so every freshness label is seen", async () => {
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    expect(
      await Property.countDocuments({ confirmedAt: { $exists: false }, createdAt: { $gte: weekAgo } }),
    ).toBeGreaterThan(0);
    expect(await Property.countDocuments({ confirmedAt: { $gte: monthAgo } })).toBeGreaterThan(0);
    expect(
      await Property.countDocuments({ confirmedAt: { $exists: false }, freshAt: { $lt: monthAgo } }),
    ).toBeGreaterThan(0);
  });

  it("covers rent, sale and land in the required localities with images that ship with the app", async () => {
    const types = await Property.distinct("type");
    expect(types.sort()).toEqual(["land", "rent", "sale"]);
    for (const area of ["patia", "nayapalli", "kiit", "saheed"]) {
      expect(await Property.countDocuments({ keywords: area })).toBeGreaterThan(0);
    }
    const bhks = await Property.distinct("bhk");
    expect(bhks).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    const listing = await Property.findOne().lean();
    expect(listing!.images[0].url).toMatch(/^\/images\/listings\/.+\.jpg$/);
  });

  it("creates a demo user and an admin whose passwords are stored as argon2id hashes", async () => {
    const user = await User.findOne({ email: DEMO_USER.email }).select("+passwordHash").lean();
    const admin = await User.findOne({ email: DEMO_ADMIN.email }).select("+passwordHash").lean();
    expect(user?.role).toBe("user");
    expect(admin?.role).toBe("admin");
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.passwordHash, DEMO_ADMIN.password)).toBe(true);
  });

  it("adds synthetic listings with searchable keywords", async () => {
    const before = await Property.countDocuments();
    await seedSynthetic(250);
    expect(await Property.countDocuments()).toBe(before + 250);
    expect(await Property.countDocuments({ keywords: { $all: ["baramunda"] }, source: "seed" })).toBeGreaterThan(0);
  });
});
