import { HttpError, JSON_BODY_LIMIT, readJson, readMultipart } from "@/lib/http";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost:3000/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
const postJsonBody = (body: BodyInit, headers: Record<string, string> = {}) =>
  post(body, { "content-type": "application/json", ...headers });

/** A body that never ends: a reader that does not stop at the cap would never finish. */
function endlessBody(): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  return new ReadableStream({ pull: (controller) => controller.enqueue(chunk) });
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected the body to be refused");
}

describe("readJson", () => {
  it("refuses any content type but JSON with 415, whatever the body holds", async () => {
    expect(await readJson(postJsonBody("{}", { "content-type": "application/json; charset=utf-8" }))).toEqual({});
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const error = await failure(readJson(post('{"name":"Asha"}', type ? { "content-type": type } : {})));
      expect(error.status).toBe(415);
      expect(error.message).toBe("Send the request body as JSON (Content-Type: application/json).");
    }
  });

  it("answers the parsed body", async () => {
    expect(await readJson(postJsonBody(JSON.stringify({ name: "Asha" })))).toEqual({ name: "Asha" });
  });

  it("refuses malformed or missing JSON with 400", async () => {
    const malformed = await failure(readJson(postJsonBody("{ name: ")));
    expect(malformed.status).toBe(400);
    expect(malformed.message).toBe("The request body must be valid JSON.");
    const empty = new Request("http://localhost:3000/api/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect((await failure(readJson(empty))).status).toBe(400);
  });

  it("refuses with 413 a body that declares more than 64 KB, before reading it", async () => {
    const error = await failure(
      readJson(postJsonBody(endlessBody(), { "content-length": String(JSON_BODY_LIMIT + 1) })),
    );
    expect(error.status).toBe(413);
  });

  it("stops reading with 413 once more than 64 KB have streamed in", async () => {
    expect((await failure(readJson(postJsonBody(endlessBody())))).status).toBe(413);
    const justOver = JSON.stringify({ text: "x".repeat(JSON_BODY_LIMIT) });
    expect((await failure(readJson(postJsonBody(justOver)))).status).toBe(413);
  });
});

describe("readMultipart", () => {
  it("answers the form within its cap", async () => {
    const form = new FormData();
    form.set("title", "Flat in Patia");
    const read = await readMultipart(post(form), { maxBytes: 1024 * 1024 });
    expect(read.get("title")).toBe("Flat in Patia");
  });

  it("refuses with 413 and the caller's message once the upload passes the cap", async () => {
    const form = new FormData();
    form.set("images", new File([new Uint8Array(64 * 1024)], "big.jpg", { type: "image/jpeg" }));
    const error = await failure(readMultipart(post(form), { maxBytes: 32 * 1024, tooLarge: "Too big." }));
    expect(error.status).toBe(413);
    expect(error.message).toBe("Too big.");
  });

  it("refuses with 413 and the caller's message a form cut short of its announced length, as a proxy's size limit cuts it", async () => {
    const form = new FormData();
    form.set("title", "Flat in Patia");
    form.set("images", new File([new Uint8Array(64 * 1024)], "photo.jpg", { type: "image/jpeg" }));
    const whole = post(form);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const cut = post(bytes.slice(0, 16 * 1024), {
      "content-type": whole.headers.get("content-type")!,
      "content-length": String(bytes.byteLength),
    });
    const error = await failure(
      readMultipart(cut, { maxBytes: 1024 * 1024, tooLarge: "Too big.", malformed: "Send the form as multipart." }),
    );
    expect(error.status).toBe(413);
    expect(error.message).toBe("Too big.");
  });

  it("refuses a body that is not multipart with 400 and the caller's message", async () => {
    const error = await failure(
      readMultipart(post(JSON.stringify({ a: 1 }), { "content-type": "application/json" }), {
        maxBytes: 1024,
        malformed: "Send the form as multipart.",
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("Send the form as multipart.");
  });
});
