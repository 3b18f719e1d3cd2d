import net, { type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { POST as sendOtp } from "@/app/api/auth/user/send-otp/route";
import { POST as verifyOtp } from "@/app/api/auth/user/verify-otp/route";
import { otpFrom, parseMail, type CaughtMail } from "@/scripts/stand-ins/mailbox";
import { hashPassword } from "@/lib/accounts";
import { postJson } from "@/test/account-helpers";
import { clearRateLimits, fromAddress, resetDatabase } from "@/test/db-helpers";
import { OneTimeCode, User } from "@/test/models";
import { setLogDestination } from "@/lib/log";

/**
 * Sign-up and password-reset codes while the mail server misbehaves. The app's SMTP_URL points at a front
 * door whose behaviour each test chooses: accept connections and never say a word, hand them to a mail
 * server that reads the message and never confirms it, deliver normally, or (closed) refuse connections.
 */
const TIMEOUT_MS = 3000;
const MAIL_FAILED = "We could not send the e-mail right now. Please try again in a moment.";

type Behaviour = "silent" | "swallow" | "deliver";
let behaviour: Behaviour = "silent";
const received: CaughtMail[] = [];
const sockets = new Set<Socket>();

const mailServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  closeTimeout: 100,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push(parseMail(Buffer.concat(chunks).toString("utf8")));
      // "swallow" keeps the message and never answers the final dot, as a server that hangs mid-delivery.
      if (behaviour === "deliver") callback();
    });
  },
});

const frontDoor = net.createServer((socket) => {
  sockets.add(socket);
  socket.on("close", () => sockets.delete(socket));
  socket.on("error", () => undefined);
  if (behaviour === "silent") return; // accepted, and never answered
  const upstream = net.connect((mailServer.server.address() as net.AddressInfo).port, "127.0.0.1");
  sockets.add(upstream);
  upstream.on("close", () => sockets.delete(upstream));
  upstream.on("error", () => socket.destroy());
  socket.pipe(upstream).pipe(socket);
});

const listen = (server: net.Server) =>
  new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
  });

let counter = 0;
const freshEmail = () => `slowmail${++counter}-${Date.now()}@example.in`;
const send = (email: string, purpose: "register" | "reset") =>
  postJson(sendOtp, "/api/auth/user/send-otp", { email, purpose }, fromAddress("203.0.113.40"));
const verify = (email: string, otp: string, purpose: "register" | "reset") =>
  postJson(verifyOtp, "/api/auth/user/verify-otp", { email, otp, purpose });

async function timed<T>(work: Promise<T>): Promise<T & { ms: number }> {
  const started = performance.now();
  const result = await work;
  return { ...result, ms: performance.now() - started };
}

/** One address of each kind the form treats alike: new and taken for sign-up, known and unknown for reset. */
async function fourAddresses() {
  const taken = freshEmail();
  const known = freshEmail();
  const passwordHash = await hashPassword("Lingaraj@2026");
  await User.create([
    { name: "Taken", email: taken, passwordHash },
    { name: "Known", email: known, passwordHash },
  ]);
  return [
    [freshEmail(), "register"],
    [taken, "register"],
    [known, "reset"],
    [freshEmail(), "reset"],
  ] as const;
}

beforeAll(async () => {
  await listen(mailServer.server);
  const port = await listen(frontDoor);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.SMTP_TIMEOUT_MS = String(TIMEOUT_MS);
  await resetDatabase();
});

// Each failure is logged for the operator; the tests read the log instead of printing it.
const logged: Array<Record<string, unknown>> = [];
let restoreLog: () => void;
beforeEach(async () => {
  await clearRateLimits();
  received.length = 0;
  logged.length = 0;
  restoreLog = setLogDestination({ write: (line: string) => logged.push(JSON.parse(line)) });
});
afterEach(() => restoreLog());

/** The log lines of 502 answers: one per failed request, naming the request and the SMTP error. */
const mailFailures = () => logged.filter((line) => line.level === "error" && line.status === 502);
const withCode = (code: string) =>
  expect.arrayContaining([
    expect.objectContaining({ requestId: expect.any(String), err: expect.objectContaining({ code }) }),
  ]);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => frontDoor.close(resolve));
  await new Promise((resolve) => mailServer.close(() => resolve(undefined)));
});

describe("sending a code while the mail server misbehaves", () => {
  it("answers 502 within the timeout when the server accepts connections and never answers, alike for every address", async () => {
    behaviour = "silent";
    const addresses = await fourAddresses();
    const answers = await Promise.all(addresses.map(([email, purpose]) => timed(send(email, purpose))));
    for (const answer of answers) {
      expect(answer.ms).toBeLessThan(10_000);
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ success: false, message: MAIL_FAILED });
    }
    for (const [email, purpose] of addresses) {
      expect(await OneTimeCode.exists({ channel: "email", address: email, purpose })).toBeNull();
      expect((await verify(email, "000000", purpose)).status).toBe(400);
    }
    expect(mailFailures()).toHaveLength(4);
    expect(mailFailures()).toEqual(withCode("ETIMEDOUT"));
  });

  it("lets the visitor try again at once, and the retry after recovery mails a code that works", async () => {
    behaviour = "silent";
    const email = freshEmail();
    expect((await send(email, "register")).status).toBe(502);
    expect((await send(email, "register")).status).toBe(502); // not held back by the resend cooldown

    behaviour = "deliver";
    const recovered = await send(email, "register");
    expect(recovered.status).toBe(200);
    expect(received).toHaveLength(1);
    expect((await verify(email, otpFrom(received[0]), "register")).status).toBe(200);
  });

  it("withdraws a code whose delivery the server never confirmed, even though the message reached it", async () => {
    behaviour = "swallow";
    const email = freshEmail();
    await User.create({ name: "Known", email, passwordHash: await hashPassword("Lingaraj@2026") });
    const answer = await timed(send(email, "reset"));
    expect(answer.ms).toBeLessThan(10_000);
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe(MAIL_FAILED);

    expect(received).toHaveLength(1);
    const code = otpFrom(received[0]);
    expect(await OneTimeCode.exists({ channel: "email", address: email })).toBeNull();
    const refused = await verify(email, code, "reset");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Invalid or expired OTP. Please check the code or request a new one.");
  });

  it("answers 502 at once when the server refuses connections", async () => {
    await new Promise((resolve) => frontDoor.close(resolve));
    for (const socket of sockets) socket.destroy();
    for (const [email, purpose] of await fourAddresses()) {
      const answer = await timed(send(email, purpose));
      expect(answer.ms).toBeLessThan(TIMEOUT_MS);
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(MAIL_FAILED);
      expect(await OneTimeCode.exists({ channel: "email", address: email, purpose })).toBeNull();
    }
    expect(mailFailures()).toEqual(withCode("ESOCKET"));
  });
});
