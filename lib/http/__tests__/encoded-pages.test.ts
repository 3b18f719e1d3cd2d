import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { EncodedPages, sendCachedPagesAsBytes } from "@/lib/http/encoded-pages";

// A page with a rupee sign is a two-byte string, the case the kept bytes are for.
const page = `<!DOCTYPE html><p>2BHK in Patia, ₹18,000 a month</p>${"<div>Odisha Homes</div>".repeat(800)}`;

/** A server whose responses are a subclass, so the patch stays inside this test. */
async function serve(answer: (res: http.ServerResponse) => void) {
  class TestResponse extends http.ServerResponse<IncomingMessage> {}
  const pages = new EncodedPages(1024 * 1024);
  const encoded = jest.spyOn(pages, "bytesOf");
  sendCachedPagesAsBytes(TestResponse.prototype, pages);
  const server = http.createServer({ ServerResponse: TestResponse }, (_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, pages, encoded, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function bodyOf(url: string) {
  const response = await fetch(url);
  return { bytes: Buffer.from(await response.arrayBuffer()), length: response.headers.get("content-length") };
}

describe("sendCachedPagesAsBytes", () => {
  it("sends a page from the page cache byte for byte, encoding each version once", async () => {
    const server = await serve((res) => {
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("Content-Length", Buffer.byteLength(page));
      res.end(page);
    });
    try {
      for (let i = 0; i < 3; i++) {
        const { bytes, length } = await bodyOf(server.url);
        expect(bytes.equals(Buffer.from(page, "utf8"))).toBe(true);
        expect(Number(length)).toBe(bytes.length);
      }
      expect(server.encoded).toHaveBeenCalledTimes(3);
      expect(server.pages.size).toBe(1);
      expect(server.pages.totalBytes).toBe(Buffer.byteLength(page));
    } finally {
      await server.close();
    }
  });

  it("leaves answers that are not from the page cache, and short ones, as they are", async () => {
    let body = page;
    const server = await serve((res) => res.end(body));
    try {
      expect((await bodyOf(server.url)).bytes.toString("utf8")).toBe(page);
      body = "₹ short";
      expect((await bodyOf(server.url)).bytes.toString("utf8")).toBe("₹ short");
      expect(server.encoded).not.toHaveBeenCalled();
    } finally {
      await server.close();
    }
  });

  it("keeps the end callback and an explicit utf8 encoding working", async () => {
    let ended = false;
    const server = await serve((res) => {
      res.setHeader("x-nextjs-cache", "HIT");
      res.end(page, "utf8", () => (ended = true));
    });
    try {
      expect((await bodyOf(server.url)).bytes.toString("utf8")).toBe(page);
      expect(ended).toBe(true);
      expect(server.encoded).toHaveBeenCalledTimes(1);
    } finally {
      await server.close();
    }
  });
});

describe("EncodedPages", () => {
  it("drops the least recently sent page once the kept bytes pass the limit", () => {
    const pages = new EncodedPages(2500);
    const a = "a".repeat(1000);
    const b = "b".repeat(1000);
    const c = "c".repeat(1000);
    const first = pages.bytesOf(a);
    pages.bytesOf(b);
    expect(pages.bytesOf(a)).toBe(first); // kept: the same buffer, a is now the most recent
    pages.bytesOf(c); // 3000 bytes: b goes
    expect(pages.size).toBe(2);
    expect(pages.totalBytes).toBe(2000);
    expect(pages.bytesOf(a)).toBe(first);
    expect(pages.bytesOf(b)).not.toBe(first);
  });

  it("encodes a page larger than the whole budget without keeping it", () => {
    const pages = new EncodedPages(100);
    const big = "₹".repeat(100);
    expect(pages.bytesOf(big).toString("utf8")).toBe(big);
    expect(pages.size).toBe(0);
  });
});
