import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for Cloudinary's upload API. The SDK sends uploads to `upload_prefix`, which must be in
// CLOUDINARY_URL before the SDK is first loaded, so lib/storage is imported only after the server listens.
type Received = { path: string; fields: Record<string, string> };
const received: Received[] = [];
let failNext = false;
/** What the fake's destroy answers: Cloudinary says "not found" (status 200) for an image that is gone. */
let destroyResult = "ok";
let server: Server;

const API_KEY = "123456789012345";
const API_SECRET = "fake-secret-for-tests";
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 7, 7]);

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = await new Request("http://fake/", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: Buffer.concat(chunks),
  }).formData();
  return Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const fields = await readForm(req);
    received.push({ path: req.url ?? "", fields });
    res.setHeader("content-type", "application/json");
    if (failNext) {
      failNext = false;
      res.statusCode = 500;
      res.end(JSON.stringify({ error: { message: "Internal error" } }));
      return;
    }
    if (req.url?.endsWith("/image/destroy")) {
      res.end(JSON.stringify({ result: destroyResult }));
      return;
    }
    res.end(
      JSON.stringify({
        public_id: `${fields.folder}/abc123`,
        secure_url: `https://res.cloudinary.com/demo-cloud/image/upload/v1/${fields.folder}/abc123.png`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.CLOUDINARY_URL = `cloudinary://${API_KEY}:${API_SECRET}@demo-cloud?upload_prefix=http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Cloudinary's request signature: SHA-1 of the sorted parameters (minus file and api_key) and the secret. */
function expectedSignature(fields: Record<string, string>): string {
  const signed = Object.keys(fields)
    .filter((k) => !["file", "api_key", "signature", "resource_type", "cloud_name"].includes(k))
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("&");
  return createHash("sha1")
    .update(signed + API_SECRET)
    .digest("hex");
}

describe("Cloudinary image store", () => {
  it("uploads signed, server-side, to folder 'property' and answers the secure URL", async () => {
    const { saveImage } = await import("@/lib/storage");
    const stored = await saveImage(new Blob([PNG]), "property", "front.png");
    expect(stored).toEqual({
      url: "https://res.cloudinary.com/demo-cloud/image/upload/v1/property/abc123.png",
      bytes: PNG.byteLength,
      type: "image/png",
    });

    const [upload] = received;
    expect(upload.path).toBe("/v1_1/demo-cloud/image/upload");
    expect(upload.fields.folder).toBe("property");
    expect(upload.fields.api_key).toBe(API_KEY);
    expect(upload.fields.timestamp).toMatch(/^\d+$/);
    expect(upload.fields.signature).toBe(expectedSignature(upload.fields));
    expect(upload.fields).not.toHaveProperty("upload_preset");
    // The bytes arrive intact, checked by us before they left.
    const [prefix, base64] = upload.fields.file.split(",");
    expect(prefix).toBe("data:image/png;base64");
    expect(new Uint8Array(Buffer.from(base64, "base64"))).toEqual(PNG);
  });

  it("reports a provider failure as a Failed file without throwing", async () => {
    const { saveImages } = await import("@/lib/storage");
    failNext = true;
    const { setLogDestination } = await import("@/lib/log");
    const logged: Array<Record<string, unknown>> = [];
    const restoreLog = setLogDestination({ write: (line: string) => logged.push(JSON.parse(line)) });
    const results = await saveImages(
      [new File([PNG], "a.png"), new File([PNG], "b.png"), new File(["text"], "c.png")],
      "property",
    );
    restoreLog();
    expect(results.map((r) => r.status)).toEqual(["Failed", "Success", "Failed"]);
    expect(results[0]).toMatchObject({ message: "a.png could not be stored. Please try again." });
    // The provider's failure is logged for the operator; the refused non-image is the visitor's mistake.
    expect(logged).toEqual([expect.objectContaining({ level: "error", file: "a.png" })]);
    // The non-image never reached the provider.
    expect(received).toHaveLength(3);
  });

  describe("deleting", () => {
    const url = "https://res.cloudinary.com/demo-cloud/image/upload/v1/property/abc123.png";
    const destroys = () => received.filter((r) => r.path === "/v1_1/demo-cloud/image/destroy");

    beforeEach(() => {
      received.length = 0;
      destroyResult = "ok";
    });

    it("destroys an image of this cloud by its public id, signed, and drops the CDN's copies", async () => {
      const { deleteImages } = await import("@/lib/storage");
      await deleteImages([url], { folder: "property" });
      expect(destroys()).toHaveLength(1);
      const [destroy] = destroys();
      expect(destroy.fields).toMatchObject({ public_id: "property/abc123", invalidate: "true", api_key: API_KEY });
      expect(destroy.fields.signature).toBe(expectedSignature(destroy.fields));
    });

    it("asks nothing for addresses it did not store, or outside the folder asked for", async () => {
      const { deleteImages } = await import("@/lib/storage");
      await deleteImages(
        [
          "https://res.cloudinary.com/other-cloud/image/upload/v1/property/abc123.png",
          "https://res.cloudinary.com/demo-cloud/image/upload/v1/profile/abc123.png",
          "https://res.cloudinary.com/demo-cloud/image/upload/v1/abc123.png",
          "/images/listings/apartment-1.jpg",
          "https://lh3.googleusercontent.com/a/photo.jpg",
        ],
        { folder: "property" },
      );
      expect(received).toEqual([]);
    });

    it("takes an image that is already gone as deleted, and logs a provider failure without throwing", async () => {
      const { deleteImages } = await import("@/lib/storage");
      const { setLogDestination } = await import("@/lib/log");
      const logged: Array<Record<string, unknown>> = [];
      const restoreLog = setLogDestination({ write: (line: string) => logged.push(JSON.parse(line)) });
      try {
        destroyResult = "not found";
        await deleteImages([url]);
        expect(logged).toEqual([]);
        failNext = true;
        await deleteImages([url]);
      } finally {
        restoreLog();
      }
      expect(destroys()).toHaveLength(2);
      expect(logged).toEqual([expect.objectContaining({ level: "error", url, msg: "Deleting a stored image failed" })]);
    });
  });
});

describe("cloudinaryPublicId", () => {
  it("is the folder and name of a delivery URL of the given cloud, with or without a version", async () => {
    const { cloudinaryPublicId } = await import("@/lib/storage/cloudinary");
    const base = "https://res.cloudinary.com/demo-cloud/image/upload";
    expect(cloudinaryPublicId(`${base}/v1712345678/property/ab-c_1.jpg`, "demo-cloud")).toBe("property/ab-c_1");
    expect(cloudinaryPublicId(`${base}/property/x.webp`, "demo-cloud")).toBe("property/x");
    expect(cloudinaryPublicId(`${base}/property/x.jpg`, "other")).toBeNull();
    expect(cloudinaryPublicId(`${base}/property/x.jpg`, undefined)).toBeNull();
    expect(cloudinaryPublicId(`${base}/w_200,c_fill/property/x.jpg`, "demo-cloud")).toBeNull();
    expect(cloudinaryPublicId("/uploads/property/x.jpg", "demo-cloud")).toBeNull();
  });
});
