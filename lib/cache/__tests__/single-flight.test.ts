import { singleFlight, singleFlightAcrossInstances, type RedisLike } from "@/lib/cache/single-flight";
import { openRedis, redisReady, type RedisConnection } from "@/lib/redis/index.mjs";
import { startRedis, type TestRedis } from "@/test/redis-server";

// Concurrent misses of one key: one read in a process, and one across two instances sharing a real
// redis-server (two clients standing for two app instances).

/** A read that counts its runs and finishes only when told to, so callers truly overlap. */
function gatedRead<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const read = jest.fn(async () => {
    await gate;
    return value;
  });
  return { read, release };
}

describe("singleFlight in one process", () => {
  it("runs one read for every caller of the same key while it runs", async () => {
    const { read, release } = gatedRead({ total: 3 });
    const callers = Array.from({ length: 20 }, () => singleFlight("page-1", read));
    release();
    const answers = await Promise.all(callers);
    expect(read).toHaveBeenCalledTimes(1);
    expect(answers.every((a) => a.total === 3)).toBe(true);
  });

  it("reads again once the earlier read has finished, and keeps keys apart", async () => {
    const read = jest.fn(async () => "fresh");
    await singleFlight("k", read);
    await Promise.all([singleFlight("k", read), singleFlight("other", read)]);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("hands a failure to every waiting caller and lets the next caller try again", async () => {
    let fail = true;
    const read = jest.fn(async () => {
      if (fail) throw new Error("database unreachable");
      return "ok";
    });
    const results = await Promise.allSettled([singleFlight("x", read), singleFlight("x", read)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(read).toHaveBeenCalledTimes(1);
    fail = false;
    await expect(singleFlight("x", read)).resolves.toBe("ok");
  });
});

describe("singleFlightAcrossInstances with a shared Redis", () => {
  let redis: TestRedis;
  const clients: RedisConnection[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) {
      const client = openRedis(redis.url);
      await redisReady(client);
      clients.push(client);
    }
  }, 90_000);
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await redis.remove();
  });
  const instance = (i: number) => clients[i] as unknown as RedisLike;

  it("lets one instance read and hands its result to the other", async () => {
    const { read, release } = gatedRead({ properties: ["a", "b"], total: 2 });
    const first = singleFlightAcrossInstances("search:q=patia", read, instance(0));
    // The second instance asks once the first holds the key.
    while (read.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const second = singleFlightAcrossInstances("search:q=patia", read, instance(1));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(b).toEqual(a);
  });

  it("reads on its own when the instance holding the key fails without a result", async () => {
    const failing = jest.fn(async () => {
      throw new Error("query failed");
    });
    const fallback = jest.fn(async () => "read here");
    const first = singleFlightAcrossInstances("search:broken", failing, instance(0));
    const second = singleFlightAcrossInstances("search:broken", fallback, instance(1));
    await expect(first).rejects.toThrow("query failed");
    await expect(second).resolves.toBe("read here");
  });

  it("reads without sharing when there is no shared cache", async () => {
    const read = jest.fn(async () => 1);
    await Promise.all([singleFlightAcrossInstances("k", read, undefined), singleFlightAcrossInstances("k", read)]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
