import { perFileProgress, uploadWithProgress } from "@/components/forms/upload-with-progress";
import { createListing, submitListing } from "@/lib/contracts/listings";

// Node has no XMLHttpRequest: a stand-in records what the upload opens and sends, and the test answers it.

class FakeRequest {
  static last: FakeRequest;
  opened: [string, string] | null = null;
  sent: unknown = null;
  withCredentials = false;
  status = 0;
  responseText = "";
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  ontimeout?: () => void;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: unknown) {
    this.sent = body;
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const realRequest = (global as { XMLHttpRequest?: unknown }).XMLHttpRequest;

beforeAll(() => {
  (global as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeRequest;
});

afterAll(() => {
  (global as { XMLHttpRequest?: unknown }).XMLHttpRequest = realRequest;
});

describe("uploadWithProgress", () => {
  it("sends the form to the route's method and path, with cookies, and types the answer", async () => {
    const form = new FormData();
    form.append("title", "Flat");
    const progress: Array<[number, number]> = [];
    let sent = false;
    const pending = uploadWithProgress(createListing, form, {
      onProgress: ({ loaded, total }) => progress.push([loaded, total]),
      onSent: () => (sent = true),
    });
    const request = FakeRequest.last;
    expect(request.opened).toEqual(["POST", "/api/property/property"]);
    expect(request.withCredentials).toBe(true);
    expect(request.sent).toBe(form);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
    request.upload.onprogress?.({ lengthComputable: false, loaded: 7, total: 0 } as ProgressEvent);
    request.upload.onload?.();
    request.answer(201, JSON.stringify({ success: true, property: { _id: "p1" }, images: [] }));
    const answer = await pending;
    expect(progress).toEqual([[5, 10]]);
    expect(sent).toBe(true);
    expect(answer).toEqual({ ok: true, status: 201, body: { success: true, property: { _id: "p1" }, images: [] } });
    expect(answer.body.property?._id).toBe("p1");
  });

  it("goes to each route's own path", async () => {
    const pending = uploadWithProgress(submitListing, new FormData());
    expect(FakeRequest.last.opened).toEqual(["POST", "/api/property/submissions"]);
    FakeRequest.last.answer(400, JSON.stringify({ success: false, message: "Bad", errors: { title: "Required" } }));
    await expect(pending).resolves.toEqual({
      ok: false,
      status: 400,
      body: { success: false, message: "Bad", errors: { title: "Required" } },
    });
  });

  it("answers an empty body when the answer is not JSON, and status 0 when the network fails", async () => {
    const page = uploadWithProgress(createListing, new FormData());
    FakeRequest.last.answer(502, "<html>Bad gateway</html>");
    await expect(page).resolves.toEqual({ ok: false, status: 502, body: {} });

    const failed = uploadWithProgress(createListing, new FormData());
    FakeRequest.last.onerror?.();
    await expect(failed).resolves.toEqual({ ok: false, status: 0, body: {} });
  });
});

describe("perFileProgress", () => {
  it("splits the body's progress over the files sent after the fields", () => {
    expect(perFileProgress([10, 30], { loaded: 5, total: 50 })).toEqual([0, 0]);
    expect(perFileProgress([10, 30], { loaded: 15, total: 50 })).toEqual([0.5, 0]);
    expect(perFileProgress([10, 30], { loaded: 35, total: 50 })).toEqual([1, 0.5]);
    expect(perFileProgress([10, 30], { loaded: 50, total: 50 })).toEqual([1, 1]);
  });
});
