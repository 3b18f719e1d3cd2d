import { createHash } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { EncodedPages, sendCachedPagesAsBytes } from "@/lib/http/encoded-pages";
import { allowEachPageItsInlineScripts, inlineScriptSources, PageScriptSources } from "@/lib/http/page-scripts";
import { contentSecurityPolicy } from "@/lib/http/security-headers";
// The compression middleware `next start` wraps every response in.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require("next/dist/compiled/compression") as () => (
  req: IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";
const PAYLOAD = 'self.__next_f.push([1,"2BHK in Patia, ₹18,000 a month"])';
const page = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Residence"}</script>',
  "</head><body>",
  `<p>${"Odisha Homes ".repeat(200)}</p>`,
  `<script>${BOOTSTRAP}</script>`,
  `<script id="_R_">${PAYLOAD}</script>`,
  "</body></html>",
].join("");
const POLICY = contentSecurityPolicy(true, "https://checkout.razorpay.com/v1/checkout.js");

describe("inlineScriptSources", () => {
  it("hashes the inline scripts a browser runs, not script files or data blocks", () => {
    expect(inlineScriptSources(page)).toEqual([sha256(BOOTSTRAP), sha256(PAYLOAD)]);
  });

  it("hashes the text as the browser parses it: line breaks as \\n, quoted > in attributes", () => {
    expect(inlineScriptSources('<script data-x="a>b">one();\r\ntwo()</script >')).toEqual([sha256("one();\ntwo()")]);
  });
});

describe("PageScriptSources", () => {
  it("works out each version of a page once and drops the least recently sent past its budget", () => {
    const pages = new PageScriptSources(2 * page.length + 10);
    const first = pages.sourcesOf(page);
    expect(pages.sourcesOf(page)).toBe(first);
    pages.sourcesOf(`${page} `);
    pages.sourcesOf(`${page}  `); // three pages: the oldest, `page`, goes
    expect(pages.size).toBe(2);
    expect(pages.sourcesOf(page)).not.toBe(first);
  });
});

/** A server whose responses are a subclass, patched like `next start`'s, with its compression in front. */
async function serve(answer: (res: http.ServerResponse) => void) {
  class TestResponse extends http.ServerResponse<IncomingMessage> {}
  sendCachedPagesAsBytes(TestResponse.prototype, new EncodedPages(1024 * 1024));
  allowEachPageItsInlineScripts(TestResponse.prototype);
  const compress = compression();
  const server = http.createServer({ ServerResponse: TestResponse }, (req, res) => {
    compress(req, res, () => {});
    res.setHeader("Content-Security-Policy", POLICY);
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (encoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ port, host: "127.0.0.1", headers: { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const bytes = Buffer.concat(chunks);
            const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(bytes) : bytes;
            resolve({ headers: res.headers, body: body.toString("utf8") });
          });
        })
        .on("error", reject);
    });
  return { get, close: () => new Promise((resolve) => server.close(resolve)) };
}

const scriptSources = (policy: string | string[] | undefined) =>
  String(policy)
    .split("; ")
    .find((directive) => directive.startsWith("script-src "))!
    .split(" ")
    .slice(1);

describe("allowEachPageItsInlineScripts", () => {
  it("names the inline scripts of a page sent whole, compressed or not, in its script-src", async () => {
    const server = await serve((res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("Content-Length", Buffer.byteLength(page));
      res.end(page);
    });
    try {
      for (const encoding of ["gzip", "identity"]) {
        const { headers, body } = await server.get(encoding);
        expect(body).toBe(page);
        expect(headers["content-encoding"] ?? "identity").toBe(encoding);
        expect(scriptSources(headers["content-security-policy"])).toEqual([
          "'self'",
          sha256(BOOTSTRAP),
          sha256(PAYLOAD),
          "https://checkout.razorpay.com",
        ]);
        // Every other directive is the policy as it was.
        expect(String(headers["content-security-policy"]).replace(/ 'sha256-[^']+'/g, "")).toBe(POLICY);
      }
    } finally {
      await server.close();
    }
  });

  it("reaches the page through every middleware that replaced end, each once", async () => {
    const calls: string[] = [];
    const server = await serve((res) => {
      // A second wrapper on top of the compression's, as another middleware would add.
      const previous = res.end;
      res.end = function (this: http.ServerResponse, ...args: unknown[]) {
        calls.push("outer");
        return (previous as (...rest: unknown[]) => http.ServerResponse).apply(this, args);
      } as typeof res.end;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(page);
    });
    try {
      const { headers, body } = await server.get("gzip");
      expect(body).toBe(page);
      expect(scriptSources(headers["content-security-policy"])).toContain(sha256(PAYLOAD));
      expect(calls).toEqual(["outer"]);
    } finally {
      await server.close();
    }
  });

  it("leaves streamed pages and answers that are not HTML as they are", async () => {
    let streamed = true;
    const server = await serve((res) => {
      if (streamed) {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.write(page);
        res.end();
      } else {
        res.setHeader("Content-Type", "application/json");
        res.end(JSON.stringify({ page }));
      }
    });
    try {
      expect((await server.get("gzip")).headers["content-security-policy"]).toBe(POLICY);
      streamed = false;
      expect((await server.get("identity")).headers["content-security-policy"]).toBe(POLICY);
    } finally {
      await server.close();
    }
  });
});
