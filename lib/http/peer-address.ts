import { randomBytes, timingSafeEqual } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";

/**
 * The address of the connection's other end (the TCP peer): the client itself when it reaches the app
 * directly, the nearest proxy otherwise. Route handlers get no socket from Next.js, and the X-Forwarded-For
 * that `next start` fills in from the socket is only filled in when the request brought none (`??=` in its
 * base server): a client that sends its own header decides what it says. So the app records the socket's
 * address itself, in a header of its own, on every request Node's HTTP server parses (before Next.js sees
 * it), replacing whatever a client wrote under that name.
 *
 * The value starts with a random token of this process. A request that reached the server before the
 * recording began (instrumentation.ts starts it while the first requests may already be arriving) keeps
 * whatever its client wrote; without the token that is not believed.
 */
export const PEER_ADDRESS_HEADER = "x-odisha-homes-peer";

const TOKEN = Symbol.for("odisha-homes.peer-address-token");
const STAMPING = Symbol.for("odisha-homes.peer-address-stamping");
const MAX_ADDRESS_LENGTH = 64;

/** Kept on globalThis: instrumentation and the route handlers are separate bundles in one process. */
function processToken(): string {
  const holder = globalThis as { [TOKEN]?: string };
  holder[TOKEN] ??= randomBytes(18).toString("base64url");
  return holder[TOKEN];
}

/** An IPv4 client of a dual-stack socket shows as `::ffff:203.0.113.5`; it is the same client as `203.0.113.5`. */
function normalizeAddress(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

/** The header that says a request came over a connection from `address`. */
export function peerAddressHeader(address: string): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: `${processToken()} ${address}` };
}

/** The peer address recorded for this request, or null when it was not recorded by this process. */
export function peerAddressOf(headers: Headers): string | null {
  const value = headers.get(PEER_ADDRESS_HEADER);
  const space = value ? value.indexOf(" ") : -1;
  if (!value || space < 0) return null;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(processToken());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const address = value.slice(space + 1).trim();
  return address && address.length <= MAX_ADDRESS_LENGTH ? normalizeAddress(address) : null;
}

/**
 * Records the peer address of every request Node's HTTP servers in this process receive from now on, and
 * hands each request to `inspect` first (it sees the headers exactly as the client or proxy sent them).
 * Node publishes each parsed request on the `http.server.request.start` channel before the server's request
 * handler runs. Installs once per process.
 */
export function recordPeerAddresses(inspect: (request: IncomingMessage) => void = () => {}): void {
  const holder = globalThis as { [STAMPING]?: true };
  if (holder[STAMPING]) return;
  holder[STAMPING] = true;
  subscribe("http.server.request.start", (message) => {
    const { request } = message as { request: IncomingMessage };
    inspect(request);
    const address = request.socket?.remoteAddress;
    // Always overwritten: without an address (a socket already closed) the client's copy must not survive.
    request.headers[PEER_ADDRESS_HEADER] = peerAddressHeader(address ?? "")[PEER_ADDRESS_HEADER];
  });
}
