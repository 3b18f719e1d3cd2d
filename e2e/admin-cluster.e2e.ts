import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { activateThreeVisitPlan } from "./support/plans";
import { addDaysToDate, todayInOdisha } from "@/domain/visits/options";
import { Property } from "@/models/Property";
import { User } from "@/models/User";
import { Visit } from "@/models/Visit";
import {
  freePort,
  rollingRestart,
  startInstance,
  startFront,
  startProxy,
  startRedis,
  type Front,
  type Handle,
  type Instance,
  type Proxy,
} from "@/scripts/bench/cluster-kit";
import { freshFromCache } from "./support/page-cache";

/**
 * Two instances of the build, each from its own copy of .next, on the suite's database and one Redis (the
 * shared cache, REDIS_URL), behave as one site; then HAProxy in front of them restarts them one at a time
 * under traffic without failing a request. Named admin-* so it runs after the public journeys (it edits a
 * listing). The instances stand behind a proxy, as it were (TRUSTED_PROXY_HOPS=1), so each client names its
 * own address in X-Forwarded-For.
 */
test.describe.configure({ mode: "serial" });

const env = {
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-only-secret-0123456789abcdef",
  TRUSTED_PROXY_HOPS: "1",
};

let redis: Handle & { url: string };
let a: Instance;
let b: Instance;
let proxy: Proxy | undefined;
let front: Front | undefined;
/** Where Varnish will listen, known to the instances from the start: they ban a changed listing's page there. */
let frontPort: number;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  redis = await startRedis();
  frontPort = await freePort();
  const shared = { ...env, REDIS_URL: redis.url, FRONT_CACHE_URL: `http://127.0.0.1:${frontPort}` };
  [a, b] = await Promise.all([
    startInstance("app1", await freePort(), shared),
    startInstance("app2", await freePort(), shared),
  ]);
});

test.afterAll(async () => {
  for (const handle of [front, proxy, a, b, redis]) await handle?.stop().catch(() => undefined);
});

/** One client (like one browser: cookies kept, one address) talking to both instances by full URL. */
async function client(address: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
}

const address = () => `198.51.100.${10 + Math.floor(Math.random() * 200)}`;

test("an admin's edit through one instance is on the other's listing page at once, and on its home and sitemap after one stale answer", async ({
  createUser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const listing = await Property.create({
    title: `Cluster flat ${tag}`,
    description: "A bright two-bedroom flat near Infocity.",
    price: 23000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 2,
    bathrooms: 2,
    // A locality of its own, so no other journey's counts of a place see it.
    location: {
      address: "Plot 9",
      city: "Bhubaneswar",
      locality: `Cluster Nagar ${tag}`,
      state: "Odisha",
      zipCode: "751024",
    },
    contactNumber: "9876543210",
    images: [{ url: "/images/listings/apartment-2.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-2.jpg"],
    isActive: false,
    featured: true,
    source: "admin",
  });
  const id = String(listing._id);
  const admin = await createUser({ role: "admin" });
  const adminClient = await client(address());
  const visitor = await client(address());
  try {
    // B serves home and sitemap from the shared cache (a second read is a hit); the hidden listing is on neither.
    for (const path of ["/", "/sitemap.xml"]) {
      const cached = await freshFromCache(visitor, `${b.baseURL}${path}`);
      expect(await cached.text()).not.toContain(id);
    }

    const signIn = await adminClient.post(`${a.baseURL}/api/admin/login`, {
      data: { email: admin.email, password: admin.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const shown = `Cluster flat shown ${tag}`;
    const edit = await adminClient.put(`${a.baseURL}/api/property/property/${id}`, {
      data: { title: shown, isActive: true },
    });
    expect(edit.status(), await edit.text()).toBe(200);

    // The next request to B for home is answered from the shared cache as it was, marked stale (the mark
    // made through A reaches B through Redis), while B renders the new one; the request after it lists the
    // listing (newest featured). So does the sitemap. Its own page shows it at once.
    const stale = await visitor.get(`${b.baseURL}/`);
    expect(stale.status()).toBe(200);
    expect(stale.headers()["x-nextjs-cache"]).toBe("STALE");
    expect(await stale.text()).not.toContain(shown);
    await expect(async () => expect(await (await visitor.get(`${b.baseURL}/`)).text()).toContain(shown)).toPass({
      timeout: 60_000,
    });
    await expect(async () =>
      expect(await (await visitor.get(`${b.baseURL}/sitemap.xml`)).text()).toContain(`/properties/${id}`),
    ).toPass({ timeout: 60_000 });
    await visitor.get(`${b.baseURL}/properties/${id}`);
    const page = await visitor.get(`${b.baseURL}/properties/${id}`);
    expect(page.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await page.text()).toContain(shown);

    // A second edit through A replaces the copy B has cached.
    const renamed = `Cluster flat renamed ${tag}`;
    expect(
      (await adminClient.put(`${a.baseURL}/api/property/property/${id}`, { data: { title: renamed } })).status(),
    ).toBe(200);
    const again = await (await visitor.get(`${b.baseURL}/properties/${id}`)).text();
    expect(again).toContain(renamed);
    expect(again).not.toContain(shown);
  } finally {
    // Removed through the suite's own server, so its cache forgets the listing too.
    await adminClient.delete(`${baseURL}/api/property/property/${id}`).catch(() => undefined);
    await adminClient.dispose();
    await visitor.dispose();
    await Property.deleteOne({ _id: id });
  }
});

test("a message sent through one instance reaches the owner's stream and the thread open on the other within a few seconds", async ({
  browser,
  createUser,
}) => {
  test.setTimeout(120_000);
  const owner = await createUser({ name: "Cluster Owner" });
  const seeker = await createUser({ name: "Cluster Seeker" });
  const listing = await Property.create({
    title: `Cluster owner flat ${Date.now().toString(36)}`,
    description: "A flat posted by its owner.",
    price: 15000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 2,
    bathrooms: 1,
    location: { address: "Plot 2", city: "Bhubaneswar", locality: "Patia", state: "Odisha" },
    images: [{ url: "/images/listings/apartment-2.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-2.jpg"],
    isActive: true,
    source: "public",
    postedBy: "owner",
    account: owner._id,
  });
  const ownerClient = await client(address());
  const seekerClient = await client(address());
  const streamAborted = new AbortController();
  try {
    expect(
      (
        await ownerClient.post(`${b.baseURL}/api/user/login`, {
          data: { email: owner.email, password: owner.password },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await seekerClient.post(`${a.baseURL}/api/user/login`, {
          data: { email: seeker.email, password: seeker.password },
        })
      ).status(),
    ).toBe(200);
    const cookie = (await ownerClient.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    // The owner's page on B listens (the same stream the header and an open thread use).
    const stream = await fetch(`${b.baseURL}/api/conversations/stream`, {
      headers: { cookie, "x-forwarded-for": address() },
      signal: streamAborted.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let seen = "";
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(seen)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${pattern}`);
        seen += decoder.decode(value);
      }
    };
    await readUntil(/event: unread/);

    // The seeker writes through A.
    const started = await seekerClient.post(`${a.baseURL}/api/conversations`, {
      data: { propertyId: String(listing._id), message: "Through the other instance" },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { conversation } = (await started.json()) as { conversation: { id: string } };
    const arrived = Date.now();
    await readUntil(new RegExp(`event: message\\ndata: \\{"conversationId":"${conversation.id}"\\}`));
    await readUntil(/event: unread\ndata: \{"unread":1\}/);
    expect(Date.now() - arrived).toBeLessThan(10_000);

    // The owner opens the thread in a browser on B; the seeker's next message, sent through A, appears there
    // without a reload.
    const ownerBrowser = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address() } });
    try {
      const signedIn = await ownerBrowser.request.post(`${b.baseURL}/api/user/login`, {
        data: { email: owner.email, password: owner.password },
      });
      expect(signedIn.status()).toBe(200);
      const page = await ownerBrowser.newPage();
      await page.goto(`${b.baseURL}/messages/${conversation.id}`);
      await expect(page.getByText("Through the other instance")).toBeVisible({ timeout: 30_000 });
      // Sent while the page is open: it shows through the live channel (or, had it come before the page's
      // stream opened, through the re-read the stream's opening makes), never only after a reload.
      const sent = await seekerClient.post(`${a.baseURL}/api/conversations/${conversation.id}/messages`, {
        data: { text: "And one more, still through A" },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await expect(page.getByText("And one more, still through A")).toBeVisible({ timeout: 10_000 });
    } finally {
      await ownerBrowser.close();
    }
  } finally {
    streamAborted.abort();
    await ownerClient.dispose();
    await seekerClient.dispose();
    await Property.deleteOne({ _id: listing._id });
  }
});

test("a session made on one instance works on the other, and signing out on one ends it on both", async ({
  createUser,
}) => {
  const member = await createUser({ name: "Cluster Member" });
  const browser = await client(address());
  try {
    const signIn = await browser.post(`${a.baseURL}/api/user/login`, {
      data: { email: member.email, password: member.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const onB = await browser.get(`${b.baseURL}/api/user/home`);
    expect(onB.status()).toBe(200);
    expect((await onB.json()).user).toMatchObject({ email: member.email });

    // A copy of the cookie, kept by someone else: signing out on A must end it on B too.
    const copied = (await browser.storageState()).cookies;
    const thief = await playwrightRequest.newContext({ storageState: { cookies: copied, origins: [] } });
    expect((await thief.get(`${b.baseURL}/api/user/home`)).status()).toBe(200);
    expect((await browser.post(`${a.baseURL}/api/auth/user/logout`)).status()).toBe(200);
    expect((await thief.get(`${b.baseURL}/api/user/home`)).status()).toBe(401);
    await thief.dispose();
  } finally {
    await browser.dispose();
  }
});

test("failed sign-ins spread over both instances lock the account on both", async ({ createUser }) => {
  const target = await createUser({ name: "Cluster Lockout" });
  const guesser = await client(address());
  try {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const answer = await guesser.post(`${instance.baseURL}/api/user/login`, {
        data: { email: target.email, password: "Wrong@12345" },
      });
      statuses.push(answer.status());
    }
    // Five failures are counted across both; from the sixth on, each instance refuses.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    for (const instance of [a, b]) {
      const refused = await guesser.post(`${instance.baseURL}/api/user/login`, {
        data: { email: target.email, password: target.password },
      });
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    }
  } finally {
    await guesser.dispose();
  }
});

test("ten visit requests with three visits left, alternating instances, book exactly three", async ({ createUser }) => {
  test.setTimeout(120_000);
  const buyer = await createUser({ name: "Cluster Buyer" });
  await activateThreeVisitPlan(buyer._id);
  const listing = await Property.findOne({ isActive: true }, { _id: 1 }).lean();
  const browser = await client(address());
  try {
    expect(
      (
        await browser.post(`${a.baseURL}/api/user/login`, { data: { email: buyer.email, password: buyer.password } })
      ).status(),
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        browser.post(`${(i % 2 === 0 ? a : b).baseURL}/api/visits`, {
          data: {
            propertyId: String(listing!._id),
            preferredDate: addDaysToDate(todayInOdisha(), 2),
            note: `try ${i}`,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await Visit.countDocuments({ user: buyer._id })).toBe(3);
    expect((await User.findById(buyer._id).lean())!.subscription).toMatchObject({ visitsUsed: 3, visitsTotal: 3 });
  } finally {
    await browser.dispose();
    await Visit.deleteMany({ user: buyer._id });
  }
});

test("HAProxy restarts both instances one at a time under traffic: no 5xx, no connection error", async ({ db }) => {
  void db;
  test.setTimeout(240_000);
  proxy = await startProxy(await freePort(), [a, b]);
  const [listing] = await Property.find({ isActive: true }, { _id: 1 }).limit(1).lean();
  const paths = [
    "/",
    `/properties/${listing._id}`,
    "/rent/bhubaneswar",
    "/api/property/property?type=rent&limit=12",
    "/api/health",
  ];
  const counts = { ok: 0, serverErrors: 0, connectionErrors: 0 };
  const failures: string[] = [];
  let running = true;
  // Bounded load: four clients, one request at a time each, to the proxy on this machine.
  const clients = Array.from({ length: 4 }, async (_, n) => {
    for (let i = n; running; i++) {
      const path = paths[i % paths.length];
      try {
        const answer = await fetch(`${proxy!.baseURL}${path}`);
        await answer.arrayBuffer();
        if (answer.status >= 500) {
          counts.serverErrors++;
          failures.push(`${path}: ${answer.status}`);
        } else counts.ok++;
      } catch (error) {
        counts.connectionErrors++;
        failures.push(`${path}: ${error instanceof Error ? error.message : error}`);
      }
    }
  });
  try {
    await rollingRestart(proxy, [a, b]);
  } finally {
    running = false;
    await Promise.all(clients);
  }
  expect(failures).toEqual([]);
  expect(counts).toMatchObject({ serverErrors: 0, connectionErrors: 0 });
  expect(counts.ok).toBeGreaterThan(20);
  // Both restarted instances serve again.
  for (const instance of [a, b]) expect((await fetch(`${instance.baseURL}/api/health`)).status).toBe(200);
});

test("behind HAProxy as behind a TLS proxy, narrowed place pages render on the instance itself, and errors are never publicly cached", async () => {
  expect(proxy, "the restart journey starts HAProxy").toBeDefined();
  // What HAProxy passes on from a TLS listener in front of it: the protocol the browser spoke, and its host.
  const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "homes.example" };
  for (const path of [
    "/rent/bhubaneswar/patia?bhk=2",
    "/rent/bhubaneswar?bhk=2",
    "/plots/bhubaneswar?sort=price_asc",
  ]) {
    for (let round = 0; round < 2; round++) {
      // Two rounds: HAProxy sends them to both instances.
      const answer = await fetch(`${proxy!.baseURL}${path}`, { headers, redirect: "manual" });
      await answer.arrayBuffer();
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("x-middleware-rewrite"), path).toMatch(/^\/(rent|plots)\//);
    }
  }
  for (const path of ["/rent/%E0%A4%A", "/rent/bhubaneswar/patia/junk123"]) {
    const answer = await fetch(`${proxy!.baseURL}${path}`, { headers, redirect: "manual" });
    await answer.arrayBuffer();
    expect(answer.status, path).toBeGreaterThanOrEqual(400);
    expect(answer.headers.get("cache-control") ?? "", path).not.toMatch(/public|s-maxage/);
  }
});

test("Varnish in front keeps public pages for everyone, never a signed-in or private answer, and drops a listing's page the moment it changes", async ({
  createUser,
}) => {
  test.setTimeout(120_000);
  expect(proxy, "the restart journey starts HAProxy").toBeDefined();
  front = await startFront(frontPort, proxy!.port);
  const through = async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(`${front!.baseURL}${path}`, { redirect: "manual", ...init });
    return { status: answer.status, cache: answer.headers.get("x-front-cache"), text: await answer.text(), answer };
  };

  // A public page: stored from its first answer, then served from the front, with or without other cookies.
  const place = "/rent/bhubaneswar";
  expect((await through(place)).status).toBe(200);
  await expect.poll(async () => (await through(place)).cache, { timeout: 30_000 }).toBe("HIT");
  expect((await through(place, { headers: { cookie: "oh-session=1; NEXT_LOCALE=en" } })).cache).toBe("HIT");

  // Signed in: the session cookie passes the front both ways, and what the account saw is nobody else's.
  const user = await createUser();
  const member = await client(address());
  try {
    const signIn = await member.post(`${front.baseURL}/api/user/login`, {
      data: { email: user.email, password: user.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    for (let round = 0; round < 2; round++) {
      const account = await member.get(`${front.baseURL}/api/user/home`);
      expect(account.status()).toBe(200);
      expect(account.headers()["x-front-cache"], "a signed-in answer is never served from the front").toBe("MISS");
      expect(await account.text()).toContain(user.email);
      const profile = await member.get(`${front.baseURL}/profile`);
      expect(profile.status()).toBe(200);
      expect(profile.headers()["x-front-cache"]).toBe("MISS");
      const home = await member.get(`${front.baseURL}/`);
      expect(home.headers()["x-front-cache"], "signed in, even a public page passes").toBe("MISS");
    }
    const stranger = await through("/api/user/home");
    expect(stranger.status, "signed out, the account is nobody's").toBe(401);
    expect(stranger.text).not.toContain(user.email);
    expect((await through("/profile")).status, "a signed-out visitor is sent to sign in").toBeGreaterThanOrEqual(300);
  } finally {
    await member.dispose();
  }

  // A private answer is never stored, even asked without a session.
  for (let round = 0; round < 2; round++) {
    const health = await through("/api/health");
    expect(health.answer.headers.get("cache-control")).toContain("no-store");
    expect(health.cache).toBe("MISS");
  }

  // A listing's change bans its page from the front before the change is answered.
  const tag = Date.now().toString(36);
  const listing = await Property.create({
    title: `Front cache flat ${tag}`,
    description: "A two-bedroom flat near Jaydev Vihar.",
    price: 21000,
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: 2,
    bathrooms: 2,
    location: { address: "Plot 4", city: "Bhubaneswar", locality: `Front Vihar ${tag}`, state: "Odisha" },
    contactNumber: "9876543210",
    images: [{ url: "/images/listings/apartment-2.jpg", isPrimary: true }],
    pictures: ["/images/listings/apartment-2.jpg"],
    isActive: true,
    source: "admin",
  });
  const pagePath = `/properties/${listing._id}`;
  const admin = await createUser({ role: "admin" });
  const adminClient = await client(address());
  try {
    expect((await through(pagePath)).text).toContain(listing.title);
    await expect.poll(async () => (await through(pagePath)).cache, { timeout: 30_000 }).toBe("HIT");
    const signIn = await adminClient.post(`${front.baseURL}/api/admin/login`, {
      data: { email: admin.email, password: admin.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const renamed = `Front cache flat renamed ${tag}`;
    const edit = await adminClient.put(`${front.baseURL}/api/property/property/${listing._id}`, {
      data: { title: renamed },
    });
    expect(edit.status(), await edit.text()).toBe(200);
    const next = await through(pagePath);
    expect(next.cache, "the banned page is fetched anew").toBe("MISS");
    expect(next.text).toContain(renamed);
  } finally {
    await adminClient.dispose();
    await Property.deleteOne({ _id: listing._id });
  }
});
