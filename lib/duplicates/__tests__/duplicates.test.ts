import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { POST as submitPost } from "@/app/api/property/submissions/route";
import {
  checkForDuplicate,
  hashBands,
  hashDistance,
  phoneE164,
  PHOTO_MATCH_MAX_DISTANCE,
  photoHash,
  pricesClose,
} from "@/lib/duplicates";
import { listListings } from "@/lib/listings/admin";
import { createProperty } from "@/test/factories";
import { fromAddress, resetDatabase, routeContext } from "@/test/db-helpers";
import { Property } from "@/test/models";

beforeAll(() => {
  process.env.UPLOAD_DIR = mkdtempSync(path.join(os.tmpdir(), "duplicates-"));
});
beforeEach(resetDatabase);

const patia = { address: "Lane 4, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" };
const flat = (overrides: Record<string, unknown> = {}) =>
  createProperty({
    location: patia,
    bhk: 2,
    price: 20000,
    contactNumber: "9437012345",
    phoneVerified: true,
    ...overrides,
  });

/** A hash `bits` bits away from `hash` (the lowest bits flipped). */
const flipped = (hash: string, bits: number) =>
  (BigInt(`0x${hash}`) ^ ((BigInt(1) << BigInt(bits)) - BigInt(1))).toString(16).padStart(16, "0");

const withPhotoHash = (hash: string) => ({
  photoHashes: [{ url: "/uploads/property/x.jpg", hash }],
  photoHashBands: hashBands(hash),
  contactNumber: "",
});

describe("the phone rule", () => {
  it("matches the same number written differently, in the same locality and BHK, priced within 10%", async () => {
    const first = await flat();
    const second = await flat({ contactNumber: "+91 94370 12345", price: 22000 });
    expect(await checkForDuplicate(second._id)).toEqual({ of: String(first._id), reasons: ["phone"] });
    const stored = await Property.findById(second._id).lean();
    expect(String(stored?.possibleDuplicate?.of)).toBe(String(first._id));
  });

  it("stops at 10%: a price just beyond it is another home", async () => {
    expect(pricesClose(20000, 22000)).toBe(true);
    expect(pricesClose(20000, 18000)).toBe(true);
    expect(pricesClose(20000, 22001)).toBe(false);
    await flat();
    const dearer = await flat({ price: 22223 });
    expect(await checkForDuplicate(dearer._id)).toBeNull();
  });

  it("does not match another BHK, another locality, another kind or another number", async () => {
    await flat();
    const others = [
      await flat({ bhk: 3 }),
      await flat({ location: { ...patia, locality: "Nayapalli" } }),
      await flat({ type: "sale" }),
      await flat({ contactNumber: "9437012346" }),
    ];
    // Each is checked against the first alone: the others differ from it and from each other.
    for (const other of others) expect(await checkForDuplicate(other._id)).toBeNull();
  });

  it("looks among live and pending listings only, never closed or switched-off ones", async () => {
    await flat({ isActive: false, closedAt: new Date(), closedReason: "rented" });
    await flat({ isActive: false });
    const fresh = await flat();
    expect(await checkForDuplicate(fresh._id)).toBeNull();
    const pending = await flat({ isActive: false, awaitingReview: true, source: "public" });
    const again = await flat();
    expect((await checkForDuplicate(again._id))?.of).toBe(String(fresh._id));
    void pending;
  });

  it("counts the other listing's number only when it is verified there, this listing's marked or not", async () => {
    const first = await flat();
    const second = await flat();
    // The mark is written by phone verification; set here as it would be stored.
    const mark = (id: unknown, phoneVerified: boolean) =>
      Property.collection.updateOne({ _id: id as never }, { $set: { phoneVerified } });
    // A listing the team added carries no mark, and is still compared with a verified owner's.
    await mark(second._id, false);
    expect((await checkForDuplicate(second._id))?.of).toBe(String(first._id));
    // A number typed on an earlier listing, never proved there, casts no doubt on a later one.
    await mark(first._id, false);
    await mark(second._id, true);
    expect(await checkForDuplicate(second._id)).toBeNull();
  });

  it("reads numbers as Indian unless they name a country", () => {
    expect(phoneE164("094370 12345")).toBe("+919437012345");
    expect(phoneE164("+1 415 555 2671")).toBe("+14155552671");
    expect(phoneE164("12")).toBeNull();
  });
});

describe("the photo rule", () => {
  const hash = "c3d2a1b09f8e7d6c";

  it(`matches photos up to ${PHOTO_MATCH_MAX_DISTANCE} bits apart, not one bit more`, async () => {
    const first = await createProperty(withPhotoHash(hash));
    const near = await createProperty({ ...withPhotoHash(flipped(hash, PHOTO_MATCH_MAX_DISTANCE)), bhk: 3 });
    expect(hashDistance(hash, flipped(hash, PHOTO_MATCH_MAX_DISTANCE))).toBe(PHOTO_MATCH_MAX_DISTANCE);
    expect(await checkForDuplicate(near._id)).toEqual({ of: String(first._id), reasons: ["photo"] });

    await Property.deleteOne({ _id: near._id });
    const far = await createProperty({ ...withPhotoHash(flipped(hash, PHOTO_MATCH_MAX_DISTANCE + 1)), bhk: 3 });
    expect(await checkForDuplicate(far._id)).toBeNull();
  });

  it("fingerprints a re-saved, smaller copy of a photo within the distance; a plain colour not at all", async () => {
    const photo = readFileSync(path.join(process.cwd(), "public/images/listings/apartment-1.jpg"));
    const copy = await sharp(photo).resize({ width: 400 }).jpeg({ quality: 50 }).toBuffer();
    const other = readFileSync(path.join(process.cwd(), "public/images/listings/villa-1.jpg"));
    const [a, b, c] = await Promise.all([photoHash(photo), photoHash(copy), photoHash(other)]);
    expect(hashDistance(a!, b!)).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
    expect(hashDistance(a!, c!)).toBeGreaterThan(PHOTO_MATCH_MAX_DISTANCE);
    const plain = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#4f46e5" } })
      .png()
      .toBuffer();
    expect(await photoHash(plain)).toBeNull();
  });
});

describe("a public submission", () => {
  const form = (photo: Buffer, title: string) => {
    const data = new FormData();
    const fields: Record<string, string> = {
      title,
      location: "Lane 7, Jaydev Vihar",
      locality: "Jaydev Vihar",
      price: "18000",
      type: "rent",
      propertyType: "Flats/Apartments",
      bedrooms: "2",
      bathrooms: "2",
      area: "1100",
      furnishing: "Semi-Furnished",
      ownerName: "Bikash Rout",
      ownerPhone: `94371${Math.floor(10000 + Math.random() * 89999)}`,
      ownerEmail: `bikash${Math.random()}@example.in`,
    };
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    data.append("images", new File([new Uint8Array(photo)], "front.jpg", { type: "image/jpeg" }));
    return data;
  };
  const submit = async (data: FormData, address: string) => {
    const response = await submitPost(
      new Request("http://localhost:3000/api/property/submissions", {
        method: "POST",
        body: data,
        headers: fromAddress(address),
      }),
      routeContext({}),
    );
    return { status: response.status, text: await response.text() };
  };

  it("with a photo of a listing we have is flagged for the admin, and its sender is not told", async () => {
    const photo = readFileSync(path.join(process.cwd(), "public/images/listings/apartment-1.jpg"));
    const first = await submit(form(photo, "Flat by the first broker"), "10.9.0.1");
    expect(first.status).toBe(201);
    // Its number confirmed by SMS, the first one waits in the admins' queue.
    await Property.updateOne(
      { title: "Flat by the first broker" },
      { $set: { awaitingReview: true }, $unset: { awaitingPhone: 1 } },
    );
    const copy = await sharp(photo).resize({ width: 500 }).jpeg({ quality: 60 }).toBuffer();
    const second = await submit(form(copy, "Flat by the second broker"), "10.9.0.2");
    expect(second.status).toBe(201);
    expect(second.text).not.toMatch(/duplicate/i);
    const [a, b] = await Promise.all(
      ["Flat by the first broker", "Flat by the second broker"].map((title) => Property.findOne({ title }).lean()),
    );
    expect(a?.possibleDuplicate).toBeUndefined();
    expect(b?.possibleDuplicate).toMatchObject({ of: a!._id, reasons: ["photo"] });
  });
});

describe("the admin's queue", () => {
  it("names the listing a waiting one looks like, with both sides' facts", async () => {
    const live = await flat({ title: "Live flat in Patia" });
    const waiting = await flat({ title: "Waiting flat in Patia", isActive: false, source: "public", price: 19000 });
    await checkForDuplicate(waiting._id);
    const { properties } = await listListings({ status: "pending", page: 1, limit: 20 } as never);
    expect(properties).toHaveLength(1);
    expect(properties[0].possibleDuplicate).toMatchObject({
      reasons: ["phone"],
      of: { _id: String(live._id), title: "Live flat in Patia", price: 20000, bhk: 2, status: "active" },
    });
  });
});
