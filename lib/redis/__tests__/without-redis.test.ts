import { redisClient, redisStatus, redisSubscriber, redisUrl, subscribeRedis } from "@/lib/redis/index.mjs";

// One instance (no REDIS_URL), and the build: no connection is opened, and callers go their own way (the
// cache in memory, reads shared in the process, live messages on the process's emitter).

it("opens nothing without REDIS_URL, and reports the cache as local", () => {
  delete process.env.REDIS_URL;
  expect(redisClient()).toBeUndefined();
  expect(redisSubscriber()).toBeUndefined();
  expect(subscribeRedis("odisha-homes:conversations", () => undefined)).toBe(false);
  expect(redisStatus()).toEqual({ mode: "local", state: "local" });
});

it("leaves Redis alone while the app is being built", () => {
  const settings = { REDIS_URL: "redis://127.0.0.1:6379", NEXT_PHASE: "phase-production-build" };
  expect(redisUrl(settings)).toBeUndefined();
  expect(redisUrl({ REDIS_URL: settings.REDIS_URL })).toBe(settings.REDIS_URL);
});
