import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeRedis, openRedis, redisReady, type RedisConnection } from "@/lib/redis/index.mjs";
import { eventually } from "@/test/eventually";
import { startRedis, type TestRedis } from "@/test/redis-server";

// One instance with REDIS_URL uses Redis three ways: Next.js's page cache (the cache handler, which Next.js
// loads apart from the app's code), the single flight of cached reads, and the live channel of
// conversations. All three go through lib/redis: one command connection, and one more in subscribe mode for
// the live channel, whatever uses Redis first and however many copies of the modules the process holds.

let redis: TestRedis;
/** The test's own look at the server: not counted among the app's connections. */
let probe: RedisConnection;
let dir: string;

beforeAll(async () => {
  redis = await startRedis();
  // Read when Redis is first used, as a server reads its settings at start.
  process.env.REDIS_URL = redis.url;
  probe = openRedis(redis.url, { name: "probe" });
  await redisReady(probe);
  dir = mkdtempSync(path.join(tmpdir(), "one-client-"));
  mkdirSync(path.join(dir, "server"));
  writeFileSync(path.join(dir, "BUILD_ID"), "one-client-build");
}, 90_000);

afterAll(async () => {
  await closeRedis();
  probe.destroy();
  await redis.remove();
  rmSync(dir, { recursive: true, force: true });
  delete process.env.REDIS_URL;
});

/** The app's connections the server holds now: every client but the probe. */
async function appConnections(): Promise<string[]> {
  const own = await probe.clientId();
  return (await probe.clientList()).filter((client) => client.id !== own).map((client) => client.name);
}

it("shares one command connection between the page cache, the single flight and the live channel", async () => {
  // Next.js's side: the handler module as Next.js loads it, a page stored and read back through Redis.
  const { default: CacheHandler } = await import("@/lib/cache/handler.mjs");
  const handler = new CacheHandler({ serverDistDir: path.join(dir, "server"), dev: false });
  const page = {
    kind: "APP_PAGE",
    html: "<html>listing</html>",
    rscData: Buffer.from("rsc"),
    headers: { "x-next-cache-tags": "properties" },
    status: 200,
  };
  await eventually(async () => {
    await handler.set("/properties/1", page, { cacheControl: { revalidate: 3600 } });
    return (await handler.get("/properties/1", { softTags: [] })) !== null;
  });

  // The app's side: a read shared across instances...
  const { singleFlightAcrossInstances } = await import("@/lib/cache/single-flight");
  const read = jest.fn(async () => ({ total: 1 }));
  await eventually(async () => {
    await singleFlightAcrossInstances("one-client", read);
    return (await probe.exists("odisha-homes:single-flight:result:one-client")) === 1;
  });

  // ...and a nudge sent through Redis to a page listening on this instance.
  const { publishLive, subscribeLive } = await import("@/lib/conversations/live");
  const heard: string[] = [];
  const stop = subscribeLive("user:one-client", (nudge) => heard.push(nudge.conversationId));
  await eventually(
    async () => (await probe.pubSubNumSub("odisha-homes:conversations"))["odisha-homes:conversations"] === 1,
  );
  await publishLive(["user:one-client"], { conversationId: "c1" });
  await eventually(async () => heard.length === 1);
  stop();

  // Two connections: commands (the cache, the single flight, publishing) and the live channel's subscriber.
  expect((await appConnections()).sort()).toEqual(["odisha-homes:commands", "odisha-homes:live"]);
}, 180_000);

it("hands another copy of the module the same connections", async () => {
  // As Next.js's own import of the cache handler and the app's bundle each hold a copy of lib/redis.
  const { redisClient, redisSubscriber } = await import("@/lib/redis/index.mjs");
  let copy!: typeof import("@/lib/redis/index.mjs");
  jest.isolateModules(() => {
    copy = require("@/lib/redis/index.mjs");
  });
  expect(copy.redisClient).not.toBe(redisClient);
  expect(copy.redisClient()).toBe(redisClient());
  expect(copy.redisSubscriber()).toBe(redisSubscriber());
  expect(await appConnections()).toHaveLength(2);
});
