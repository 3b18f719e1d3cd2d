import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GET } from "@/app/uploads/[...path]/route";
import { deleteImages, saveImage, uploadRoot, validateImage } from "@/lib/storage";
import { routeContext } from "@/test/db-helpers";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

beforeAll(() => {
  // One level down, so a file beside the upload folder stays inside this test's own directory.
  process.env.UPLOAD_DIR = path.join(mkdtempSync(path.join(os.tmpdir(), "uploads-")), "uploads");
});

describe("image storage", () => {
  it("accepts images by their bytes whatever the name says", () => {
    expect(validateImage(PNG, "photo.txt").mime).toBe("image/png");
    expect(validateImage(JPEG).ext).toBe("jpg");
  });

  it("refuses non-images, empty files and files over 10 MB with a clear message", () => {
    expect(() => validateImage(new TextEncoder().encode("<svg></svg>"), "logo.png")).toThrow(
      /not a JPEG, PNG, GIF or WebP/,
    );
    expect(() => validateImage(new Uint8Array(0), "a.jpg")).toThrow(/empty/);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG);
    expect(() => validateImage(big, "big.jpg")).toThrow(/larger than 10 MB/);
  });

  it("stores on local disk and serves the file back with long cache headers", async () => {
    const stored = await saveImage(new Blob([PNG]), "property", "plan.png");
    expect(stored.url).toMatch(/^\/uploads\/property\/[a-f0-9-]{36}\.png$/);
    const segments = stored.url.split("/").slice(2);
    const response = await GET(new Request(`http://localhost${stored.url}`), routeContext({ path: segments }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it("answers 404 for paths that try to leave the upload folder", async () => {
    for (const segments of [["..", "etc", "passwd"], ["property", "../../x.png"], ["property"]]) {
      const response = await GET(new Request("http://localhost/uploads/x"), routeContext({ path: segments }));
      expect(response.status).toBe(404);
    }
  });

  it("deletes only files it stored, in the folder asked for; the address then answers 404, not cached", async () => {
    const listingPhoto = await saveImage(new Blob([PNG]), "property", "a.png");
    const profilePicture = await saveImage(new Blob([PNG]), "profile", "b.png");
    const other = path.join(uploadRoot(), "property", "notes.png");
    writeFileSync(other, PNG);
    mkdirSync(path.join(uploadRoot(), "..", "outside"), { recursive: true });
    const outside = path.join(uploadRoot(), "..", "outside", "x.png");
    writeFileSync(outside, PNG);
    const file = (url: string) => path.join(uploadRoot(), ...url.split("/").slice(2));

    await deleteImages(
      [listingPhoto.url, profilePicture.url, "/uploads/property/notes.png", "/uploads/../outside/x.png", "/uploads/x"],
      { folder: "property" },
    );
    expect(existsSync(file(listingPhoto.url))).toBe(false);
    expect(existsSync(file(profilePicture.url))).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(existsSync(outside)).toBe(true);

    // Gone already: no failure.
    await expect(deleteImages([listingPhoto.url])).resolves.toBeUndefined();
    const segments = listingPhoto.url.split("/").slice(2);
    const response = await GET(new Request(`http://localhost${listingPhoto.url}`), routeContext({ path: segments }));
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
