// First: the fault plugin must be registered before any model is compiled.
import { clearFaults, failNext, faultPending } from "@/test/fault-injection";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PATCH } from "@/app/api/my/listings/[id]/route";
import { POST as addPhotos } from "@/app/api/my/listings/[id]/photos/route";
import { DELETE as adminDelete, PUT as adminUpdate } from "@/app/api/property/property/[id]/route";
import { POST as submit } from "@/app/api/property/submissions/route";
import { GET as serveUpload } from "@/app/uploads/[...path]/route";
import { MAX_IMAGE_BYTES } from "@/domain/listings/options";
import { setLogDestination } from "@/lib/log";
import { clearRateLimits, resetDatabase, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { listingSubmissionForm, siteRequest } from "@/test/listing-submission";
import { Property } from "@/test/models";
import { userWithSession } from "@/test/session-helpers";

// Listing photos live only as long as a listing shows them: removed, deleted with their listing, or never
// attached because the listing write failed, their files are deleted and their addresses answer 404. What
// an account may upload is capped per day (photos and bytes) and per hour (requests).

const SITE = "http://localhost:3000";
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const KB = 1024;

let uploadDir = "";

/** A file accepted as a PNG (its first bytes), `size` bytes long. */
function photo(size: number, name = "photo.png"): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: "image/png" });
}

/** The bytes of every file under the upload folder. */
function folderBytes(dir = uploadDir): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(full) : statSync(full).size);
  }, 0);
}

type Handler = (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(
  handler: Handler,
  method: string,
  url: string,
  options: { cookie?: string; json?: unknown; body?: BodyInit; params?: Record<string, string> } = {},
) {
  const response = await handler(siteRequest(method, url, "203.0.113.9", options), routeContext(options.params ?? {}));
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, headers: response.headers, body };
}

/** Submits the List Your Property form (signed in when a cookie is given); answers the listing's id. */
async function submitListing(photos: File[], cookie?: string): Promise<string> {
  const answer = await call(submit, "POST", "/api/property/submissions", {
    cookie,
    body: listingSubmissionForm("owner@example.in", photos),
  });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

const upload = (cookie: string, id: string, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append("images", file);
  return call(addPhotos, "POST", `/api/my/listings/${id}/photos`, { cookie, body: form, params: { id } });
};

const keepPhotos = (cookie: string, id: string, photos: string[]) =>
  call(PATCH, "PATCH", `/api/my/listings/${id}`, { cookie, json: { photos }, params: { id } });

const photosOf = async (id: string) => ((await Property.findById(id).lean())?.images ?? []).map((i) => i.url);

/** The app's answer at a photo's /uploads/... address. */
async function served(url: string) {
  const segments = url.split("/").slice(2);
  return serveUpload(new Request(new URL(url, SITE)), routeContext({ path: segments }));
}

const many = (count: number, size: number) => Array.from({ length: count }, (_, i) => photo(size, `p${i}.png`));

beforeAll(() => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), "listing-photos-"));
  process.env.UPLOAD_DIR = uploadDir;
});
beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});
afterEach(clearFaults);

describe("photos an owner removes", () => {
  it("are deleted: their addresses answer 404 and the upload folder shrinks back, round after round", async () => {
    const { cookie } = await userWithSession();
    const id = await submitListing([photo(40 * KB, "front.png")], cookie);
    const [cover] = await photosOf(id);
    const settled = folderBytes();

    for (let round = 0; round < 3; round++) {
      const added = await upload(cookie, id, many(19, 40 * KB));
      expect(added.status).toBe(200);
      const photos = await photosOf(id);
      expect(photos).toHaveLength(20);
      expect(folderBytes()).toBe(settled + 19 * 40 * KB);

      const kept = await keepPhotos(cookie, id, [cover]);
      expect(kept.status).toBe(200);
      expect(await photosOf(id)).toEqual([cover]);
      expect(folderBytes()).toBe(settled);
      for (const removed of photos.slice(1)) {
        const answer = await served(removed);
        expect(answer.status).toBe(404);
        expect(answer.headers.get("cache-control")).toBe("private, no-store");
      }
      const still = await served(cover);
      expect(still.status).toBe(200);
      expect(still.headers.get("cache-control")).toContain("immutable");
    }
  });

  it("cannot be uploaded again past the day's allowance of photos: 429 with Retry-After, nothing stored", async () => {
    const { cookie } = await userWithSession();
    const id = await submitListing([photo(10 * KB)], cookie);
    const cover = (await photosOf(id))[0];
    // 1 photo with the submission and 19 three times: 58 of the day's 60.
    for (let round = 0; round < 3; round++) {
      expect((await upload(cookie, id, many(19, 10 * KB))).status).toBe(200);
      expect((await keepPhotos(cookie, id, [cover])).status).toBe(200);
    }
    const before = folderBytes();

    const refused = await upload(cookie, id, many(19, 10 * KB));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/today's upload allowance of 60 photos and 150 MB.*Nothing was uploaded/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(folderBytes()).toBe(before);
    expect(await photosOf(id)).toEqual([cover]);
    // What is left of the day still fits, and not one photo more.
    expect((await upload(cookie, id, many(2, 10 * KB))).status).toBe(200);
    expect((await upload(cookie, id, [photo(10 * KB)])).status).toBe(429);
  });

  it("cannot be uploaded again past the day's allowance of bytes", async () => {
    const { cookie } = await userWithSession();
    const id = await submitListing([photo(10 * KB)], cookie);
    const cover = (await photosOf(id))[0];
    expect((await upload(cookie, id, many(8, MAX_IMAGE_BYTES))).status).toBe(200);
    expect((await keepPhotos(cookie, id, [cover])).status).toBe(200);
    const before = folderBytes();

    // 80 MB more would make 160 MB today; the removal gave none of it back.
    const refused = await upload(cookie, id, many(8, MAX_IMAGE_BYTES));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(folderBytes()).toBe(before);
  });

  it("are limited to 20 uploads an hour per account, refused before the upload is stored", async () => {
    const { user, cookie } = await userWithSession();
    const listing = await createProperty({
      source: "public",
      account: user._id,
      owner: { name: "Owner", phone: "9437012345", email: user.email },
      images: [],
      pictures: [],
      isActive: false,
      awaitingReview: true,
    });
    const id = String(listing._id);
    for (let i = 0; i < 20; i++) {
      const answer = await upload(cookie, id, [photo(KB)]);
      expect(answer.status).toBe(200);
    }
    const before = folderBytes();
    const refused = await upload(cookie, id, [photo(KB)]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many photo uploads/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(folderBytes()).toBe(before);

    // Another account is not held back by it.
    const other = await userWithSession();
    const theirs = await submitListing([photo(KB)], other.cookie);
    expect((await upload(other.cookie, theirs, [photo(KB)])).status).toBe(200);
  });
});

describe("photos of a listing the team changes or deletes", () => {
  it("deleting a listing deletes its photos", async () => {
    const admin = await userWithSession({ role: "admin" });
    const before = folderBytes();
    const id = await submitListing(many(3, 20 * KB));
    const photos = await photosOf(id);
    expect(folderBytes()).toBe(before + 3 * 20 * KB);

    const deleted = await call(adminDelete, "DELETE", `/api/property/property/${id}`, {
      cookie: admin.cookie,
      params: { id },
    });
    expect(deleted.status).toBe(200);
    expect(folderBytes()).toBe(before);
    for (const url of photos) expect((await served(url)).status).toBe(404);
  });

  it("an edit that drops photos deletes them, but never one that another listing still shows", async () => {
    const admin = await userWithSession({ role: "admin" });
    const id = await submitListing(many(3, 20 * KB));
    const [first, second, third] = await photosOf(id);
    await createProperty({ images: [{ url: third, isPrimary: true }], pictures: [third] });

    const edited = await call(adminUpdate, "PUT", `/api/property/property/${id}`, {
      cookie: admin.cookie,
      json: { images: [{ url: first, isPrimary: true }] },
      params: { id },
    });
    expect(edited.status).toBe(200);
    expect((await served(first)).status).toBe(200);
    expect((await served(second)).status).toBe(404);
    expect((await served(third)).status).toBe(200);
  });
});

describe("photos that never became part of a listing", () => {
  /** Runs a request whose listing write is made to fail, keeping its logged failure out of the output. */
  async function withFailedSave<T>(send: () => Promise<T>) {
    const logged: Array<Record<string, unknown>> = [];
    const restore = setLogDestination({ write: (line: string) => logged.push(JSON.parse(line)) });
    failNext(Property, "save");
    try {
      return { answer: await send(), logged };
    } finally {
      restore();
    }
  }

  it("are deleted when a submission's listing cannot be written", async () => {
    const { cookie } = await userWithSession();
    const before = folderBytes();
    const { answer, logged } = await withFailedSave(() =>
      call(submit, "POST", "/api/property/submissions", {
        cookie,
        body: listingSubmissionForm("owner@example.in", many(3, 20 * KB)),
      }),
    );
    expect(faultPending(Property, "save")).toBe(false);
    expect(answer.status).toBe(500);
    expect(logged).toContainEqual(expect.objectContaining({ level: "error", status: 500 }));
    expect(folderBytes()).toBe(before);
    expect(await Property.countDocuments()).toBe(0);
  });

  it("are deleted when adding them to the owner's listing fails, and the listing keeps its own", async () => {
    const { cookie } = await userWithSession();
    const id = await submitListing([photo(20 * KB)], cookie);
    const photos = await photosOf(id);
    const before = folderBytes();
    const { answer } = await withFailedSave(() => upload(cookie, id, many(4, 20 * KB)));
    expect(faultPending(Property, "save")).toBe(false);
    expect(answer.status).toBe(500);
    expect(folderBytes()).toBe(before);
    expect(await photosOf(id)).toEqual(photos);
    expect((await served(photos[0])).status).toBe(200);
  });
});

describe("photos of a live listing's changes that wait for review", () => {
  it("keep the approved photos until approval; rejected uploads are deleted, approved removals are deleted", async () => {
    const admin = await userWithSession({ role: "admin" });
    const { cookie } = await userWithSession();
    const id = await submitListing([photo(20 * KB, "front.png"), photo(20 * KB, "hall.png")], cookie);
    const [cover, hall] = await photosOf(id);
    const approve = () =>
      call(adminUpdate, "PUT", `/api/property/property/${id}`, {
        cookie: admin.cookie,
        json: { isActive: true },
        params: { id },
      });
    expect((await approve()).status).toBe(200);

    // The owner adds a photo and drops the hall: the live listing still shows both approved photos.
    expect((await upload(cookie, id, [photo(20 * KB, "kitchen.png")])).status).toBe(200);
    const asked = (await Property.findById(id).lean())?.pendingEdit?.changes?.find((c) => c.field === "photos");
    const kitchen = (asked?.after as string[]).find((url) => url !== cover && url !== hall)!;
    expect((await keepPhotos(cookie, id, [cover, kitchen])).status).toBe(200);
    expect(await photosOf(id)).toEqual([cover, hall]);
    for (const url of [cover, hall, kitchen]) expect((await served(url)).status).toBe(200);

    // The team rejects the changes: the upload they held goes, the approved photos stay.
    const rejected = await call(adminDelete, "DELETE", `/api/property/property/${id}`, {
      cookie: admin.cookie,
      json: { reason: "Blurred photo" },
      params: { id },
    });
    expect(rejected.status).toBe(200);
    expect(await photosOf(id)).toEqual([cover, hall]);
    expect((await served(kitchen)).status).toBe(404);
    expect((await served(hall)).status).toBe(200);

    // Asked again and approved: the dropped photo goes once the change is live.
    expect((await upload(cookie, id, [photo(20 * KB, "garden.png")])).status).toBe(200);
    const again = (await Property.findById(id).lean())?.pendingEdit?.changes?.find((c) => c.field === "photos");
    const garden = (again?.after as string[]).find((url) => url !== cover && url !== hall)!;
    expect((await keepPhotos(cookie, id, [cover, garden])).status).toBe(200);
    expect((await served(hall)).status).toBe(200);
    expect((await approve()).status).toBe(200);
    expect(await photosOf(id)).toEqual([cover, garden]);
    expect((await served(hall)).status).toBe(404);
    expect((await served(garden)).status).toBe(200);
  });
});
