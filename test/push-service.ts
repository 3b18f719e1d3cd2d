import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A local stand-in for a browser vendor's push service (RFC 8030), speaking HTTPS on 127.0.0.1 as the real
 * ones do. For each push it checks what a real service checks, with Node's crypto and not the sender's
 * library: the VAPID JWT of the Authorization header (RFC 8292: ES256 signature against the application
 * server's public key, audience = this origin, expiry within 24 hours, a mailto: or https: subject). It then
 * plays the browser and decrypts the aes128gcm body (RFC 8291/8188) with the subscription's private key and
 * auth secret, which only the browser holds. Each endpoint can be told to answer 404 or 410 (subscription
 * gone) or any other status.
 */

export type ReceivedPush = {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: number;
  urgency: string | null;
  claims: { aud: string; exp: number; sub: string };
};

type BrowserKeys = { ecdh: ECDH; auth: Buffer };

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** A certificate for 127.0.0.1 made for this run (openssl), trusted only by this process's HTTPS client. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "push-service-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
        ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
        ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The application server's P-256 public key (65 bytes, uncompressed, base64url) as a key object. */
function vapidPublicKey(raw: string) {
  const bytes = Buffer.from(raw, "base64url");
  if (bytes.length !== 65 || bytes[0] !== 4) throw new Error("not an uncompressed P-256 point");
  return createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(bytes.subarray(1, 33)), y: b64url(bytes.subarray(33)) },
    format: "jwk",
  });
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; throws with the reason a push service would refuse it. */
function checkVapid(header: string | undefined, expectedKey: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no VAPID authorization: ${header ?? "(none)"}`);
  const [, jwt, key] = match;
  if (key !== expectedKey) throw new Error("the VAPID key is not the application server's");
  const [head, body, signature] = jwt.split(".");
  const joseHeader = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (joseHeader.alg !== "ES256") throw new Error(`the JWT is signed with ${joseHeader.alg}, not ES256`);
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: vapidPublicKey(key), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the VAPID signature does not verify");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as ReceivedPush["claims"];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`the JWT's audience ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error("the JWT's expiry is out of range");
  if (!/^(mailto:|https:\/\/)/.test(claims.sub)) throw new Error(`the JWT's subject ${claims.sub} is not a contact`);
  return claims;
}

/** RFC 8291 + RFC 8188: what the browser does with an aes128gcm push body. */
function decrypt(body: Buffer, keys: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error("the payload spans more than one record");
  const shared = keys.ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("the last record lacks its padding delimiter");
  return padded.subarray(0, end);
}

export type PushServiceStandIn = {
  origin: string;
  /** Pushes accepted (VAPID valid, payload decrypted), oldest first. */
  received: ReceivedPush[];
  /** Pushes refused, with the reason. */
  refused: string[];
  /** A new browser subscription on this service, as `PushSubscription.toJSON()` gives it. */
  subscribe: () => { endpoint: string; keys: { p256dh: string; auth: string } };
  /** From now on, this endpoint answers `status` (410: the subscription has ended). */
  answer: (endpoint: string, status: number) => void;
  close: () => Promise<void>;
};

/**
 * Starts the stand-in; `vapidPublicKey` is the application server's key it accepts. The HTTPS client of
 * this process trusts its certificate from then on.
 */
export async function startPushService(vapidKey: string): Promise<PushServiceStandIn> {
  const tls = selfSignedCertificate();
  const browsers = new Map<string, BrowserKeys>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = "";

  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const endpoint = `${origin}${request.url ?? ""}`;
      const keys = browsers.get(endpoint);
      const status = statuses.get(endpoint);
      try {
        if (request.method !== "POST") throw new Error(`method ${request.method}`);
        if (!keys) throw new Error(`unknown endpoint ${endpoint}`);
        if (status) {
          response.writeHead(status).end();
          return;
        }
        const claims = checkVapid(request.headers.authorization, vapidKey, origin);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("the body is not aes128gcm");
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error("no TTL header");
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), keys).toString("utf8")) as unknown;
        received.push({ endpoint, payload, ttl, urgency: (request.headers.urgency as string) ?? null, claims });
        response.writeHead(201, { Location: `${endpoint}/messages/${received.length}` }).end();
      } catch (error) {
        refused.push((error as Error).message);
        response.writeHead(403).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // web-push sends through the default HTTPS agent; this process trusts the stand-in's certificate.
  const agentOptions = https.globalAgent.options as { ca?: unknown };
  const previousCa = agentOptions.ca;
  agentOptions.ca = tls.cert;

  return {
    origin,
    received,
    refused,
    subscribe: () => {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(12).toString("hex")}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer: (endpoint, status) => void statuses.set(endpoint, status),
    close: async () => {
      agentOptions.ca = previousCa;
      https.globalAgent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
