import http, { IncomingMessage, ServerResponse } from "node:http";
import { Socket, type AddressInfo } from "node:net";
import { allowEachPageItsInlineScripts } from "@/lib/http/page-scripts";
import { answerGoneIfMarked } from "@/lib/http/gone-pages";
import { findGoneListing } from "@/lib/owners";
import { LISTING_GONE_ATTRIBUTE } from "@/lib/owners/options";
import { resetDatabase } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";

beforeEach(resetDatabase);

const place = (locality: string) => ({
  address: `Lane 2, ${locality}`,
  locality,
  city: "Bhubaneswar",
  state: "Odisha",
});

describe("a closed listing's page", () => {
  it("names similar live listings of its kind in the same locality, never itself or closed ones", async () => {
    const closed = await createProperty({
      source: "public",
      location: place("Patia"),
      isActive: false,
      closedAt: new Date(),
      closedReason: "rented",
    });
    const near = await createProperty({ location: place("Patia") });
    await createProperty({ location: place("Patia"), type: "sale" });
    await createProperty({ location: place("Nayapalli") });
    await createProperty({ location: place("Patia"), isActive: false });

    const gone = await findGoneListing(String(closed._id));
    expect(gone).toMatchObject({ reason: "rented", location: { city: "Bhubaneswar", locality: "Patia" } });
    expect(gone?.similar.map((l) => l._id)).toEqual([String(near._id)]);
  });

  it("falls back to the city when the locality has nothing live", async () => {
    const closed = await createProperty({ location: place("Patia"), isActive: false, closedAt: new Date() });
    const elsewhere = await createProperty({ location: place("Nayapalli") });
    const gone = await findGoneListing(String(closed._id));
    expect(gone?.similar.map((l) => l._id)).toEqual([String(elsewhere._id)]);
  });

  it("is null for a live, a pending or an unknown listing (those pages show it or say 404)", async () => {
    const live = await createProperty();
    const pending = await createProperty({ source: "public", isActive: false });
    for (const id of [String(live._id), String(pending._id), "64b7f0c2a1b2c3d4e5f60718", "not-an-id"]) {
      expect(await findGoneListing(id)).toBeNull();
    }
  });
});

describe("answerGoneIfMarked", () => {
  function response(url: string) {
    const req = new IncomingMessage(new Socket());
    req.url = url;
    const res = new ServerResponse(req);
    res.setHeader("content-type", "text/html; charset=utf-8");
    return res;
  }
  const marked = `<html><body><article ${LISTING_GONE_ATTRIBUTE}="true">gone</article></body></html>`;

  it("answers a marked listing page with 410", () => {
    const res = response("/properties/64b7f0c2a1b2c3d4e5f60718");
    answerGoneIfMarked(res, marked);
    expect(res.statusCode).toBe(410);
  });

  it("leaves other pages, other paths and other answers alone", () => {
    const plain = response("/properties/64b7f0c2a1b2c3d4e5f60718");
    answerGoneIfMarked(plain, "<html><body>a live listing</body></html>");
    expect(plain.statusCode).toBe(200);

    const elsewhere = response("/about");
    answerGoneIfMarked(elsewhere, marked);
    expect(elsewhere.statusCode).toBe(200);

    const json = response("/properties/64b7f0c2a1b2c3d4e5f60718");
    json.setHeader("content-type", "application/json");
    answerGoneIfMarked(json, marked);
    expect(json.statusCode).toBe(200);
  });
});

describe("a closed listing's page sent whole through the server's hooks", () => {
  it("answers 410 compressed or not, and a live listing's page 200", async () => {
    // The compression middleware `next start` wraps every response in.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const compression = require("next/dist/compiled/compression") as () => (
      req: IncomingMessage,
      res: ServerResponse,
      next: () => void,
    ) => void;
    class TestResponse extends ServerResponse<IncomingMessage> {}
    allowEachPageItsInlineScripts(TestResponse.prototype);
    const compress = compression();
    const body = (gone: boolean) =>
      `<!DOCTYPE html><html><body><article${gone ? ` ${LISTING_GONE_ATTRIBUTE}="true"` : ""}>${"Patia ".repeat(500)}</article></body></html>`;
    const server = http.createServer({ ServerResponse: TestResponse }, (req, res) => {
      compress(req, res, () => {});
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Security-Policy", "script-src 'self'");
      res.end(body(req.url!.endsWith("gone")));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const status = (path: string, encoding: string) =>
      new Promise<number>((resolve, reject) =>
        http
          .get({ port, host: "127.0.0.1", path, headers: { "accept-encoding": encoding } }, (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          })
          .on("error", reject),
      );
    try {
      for (const encoding of ["gzip", "identity"]) {
        expect(await status("/properties/gone", encoding)).toBe(410);
        expect(await status("/properties/gone", encoding)).toBe(410); // the version's answer, remembered
        expect(await status("/properties/live", encoding)).toBe(200);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
