/**
 * A busy database is not a dead one. This file's app reaches its own database through a proxy that holds
 * every packet for a while, so the database is up and answers everything, only slowly (as under heavy
 * load, when a round trip can take seconds). Every call must wait and succeed: a 503 "unreachable" is for
 * a database that does not answer at all (test/resilience/database-outage.test.ts).
 */
import { POST as sendOtp } from "@/app/api/auth/user/send-otp/route";
import { POST as verifyOtp } from "@/app/api/auth/user/verify-otp/route";
import { GET as health } from "@/app/api/health/route";
import { GET as listProperties } from "@/app/api/property/property/route";
import { POST as register } from "@/app/api/user/register/route";
import { GET as userHome } from "@/app/api/user/home/route";
import { postJson, registrationDetails, useTemporaryOutbox, verifiedRegistrationCookie } from "@/test/account-helpers";
import { jsonRequest, routeContext } from "@/test/db-helpers";
import { createProperty } from "@/test/factories";
import { startLatencyProxy } from "@/test/latency-proxy";
import { User } from "@/test/models";
import { useOwnDatabase } from "@/test/own-database";
import { authedRequest, userWithSession } from "@/test/session-helpers";

/** Each way: a round trip to the database takes 2.4 s, longer than a healthy one ever should. */
const SLOW_MS = 1200;

const outbox = useTemporaryOutbox();
let proxy: Awaited<ReturnType<typeof startLatencyProxy>>;
useOwnDatabase("slow", {
  connectThrough: async (direct) => {
    proxy = await startLatencyProxy({ host: direct.hostname, port: Number(direct.port) });
    // One server behind the proxy: the driver must not look the replica set's members up and go around it.
    return new URL(`mongodb://127.0.0.1:${proxy.port}/?directConnection=true`);
  },
});
afterAll(() => proxy.stop());
afterEach(() => proxy.setDelay(0));

const status = async (response: Promise<Response>) => {
  const answer = await response;
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

describe("a slow database", () => {
  it("answers health, searches, signed-in calls and a registration, slowly but without a 503", async () => {
    const listing = await createProperty({ title: "2BHK near Patia, slow day" });
    const { user, cookie } = await userWithSession();
    const email = "slow.day@example.in";
    const proof = await verifiedRegistrationCookie({ sendOtp, verifyOtp }, outbox, email);

    proxy.setDelay(SLOW_MS);
    const started = performance.now();
    const [up, list, home, registered] = await Promise.all([
      status(health(jsonRequest("/api/health"), routeContext({}))),
      status(listProperties(jsonRequest("/api/property/property?limit=5"), routeContext({}))),
      status(userHome(authedRequest("/api/user/home", cookie), routeContext({}))),
      postJson(register, "/api/user/register", registrationDetails(email), { cookie: proof }),
    ]);
    const elapsed = performance.now() - started;

    expect(up).toMatchObject({ status: 200, body: { success: true, database: "up" } });
    expect(list.status).toBe(200);
    expect(list.body.properties).toEqual([expect.objectContaining({ _id: listing.id })]);
    expect(home.status).toBe(200);
    expect(home.body.user).toMatchObject({ email: user.email });
    expect({ status: registered.status, success: registered.body.success }).toEqual({ status: 201, success: true });
    expect(await User.countDocuments({ email })).toBe(1);
    // The database really was slow: the answers waited on several round trips of 2.4 s.
    expect(elapsed).toBeGreaterThan(2 * 2 * SLOW_MS);
  }, 240_000);
});
