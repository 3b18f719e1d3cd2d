import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { clientIp, watchClientAddresses } from "@/lib/http/client-ip";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer-address";
import { setLogDestination } from "@/lib/log";

/**
 * The recording that instrumentation.ts starts, on a real Node HTTP server: each request's address is the
 * connection's, whatever the client puts in X-Forwarded-For or in the app's own header.
 */
let server: Server;
let base: string;
const lines: Array<Record<string, unknown>> = [];
let restoreLog: () => void;

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) if (typeof value === "string") headers.set(name, value);
  return headers;
}

beforeAll(async () => {
  restoreLog = setLogDestination({ write: (line: string) => lines.push(JSON.parse(line)) });
  watchClientAddresses();
  server = createServer((request, response) => {
    response.end(JSON.stringify({ address: clientIp({ headers: toHeaders(request.headers) }) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  restoreLog();
  await new Promise((resolve) => server.close(resolve));
});

const addressFor = async (headers: Record<string, string>) =>
  ((await (await fetch(base, { headers })).json()) as { address: string }).address;

describe("recording each connection's address (TRUSTED_PROXY_HOPS=0)", () => {
  it("answers the socket's address however the client rotates X-Forwarded-For or forges the app's header", async () => {
    const addresses = new Set([
      await addressFor({}),
      await addressFor({ "x-forwarded-for": "203.0.113.1" }),
      await addressFor({ "x-forwarded-for": "203.0.113.2, 198.51.100.2" }),
      await addressFor({ [PEER_ADDRESS_HEADER]: "203.0.113.3" }),
      await addressFor({ [PEER_ADDRESS_HEADER]: "forged 203.0.113.4", "x-forwarded-for": "203.0.113.4" }),
    ]);
    expect(addresses).toEqual(new Set(["127.0.0.1"]));
  });

  it("warns once, naming the setting, when X-Forwarded-For arrives while no proxy is trusted", async () => {
    await addressFor({ "x-forwarded-for": "203.0.113.5" });
    await addressFor({ "x-forwarded-for": "203.0.113.6" });
    const warnings = lines.filter((line) => line.level === "warn" && String(line.msg).includes("X-Forwarded-For"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ setting: "TRUSTED_PROXY_HOPS" });
    expect(String(warnings[0].msg)).toMatch(/TRUSTED_PROXY_HOPS=1/);
  });
});
