import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startAppServer, type AppServer } from "./support/app-server";

/**
 * The app server keeps nothing of its own: sessions are cookies signed with NEXTAUTH_SECRET (their ends
 * recorded in the database), rate-limit counters live in the database. So stopping and starting the
 * server signs nobody out and resets no limit. This journey runs a server of its own and restarts it.
 */
test("a signed-in session and a sign-in lockout survive a restart of the server", async ({
  createUser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const member = await createUser({ name: "Restart Member" });
  const lockedOut = await createUser({ name: "Locked Out" });

  // The server picks a free port the first time and comes back on the same one, with the same settings. It
  // stands behind one reverse proxy, as it were (TRUSTED_PROXY_HOPS=1), so the client below can name its own
  // address in X-Forwarded-For.
  const env = {
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-restart-secret-0123456789abcdef",
    TRUSTED_PROXY_HOPS: "1",
  };
  let server: AppServer = await startAppServer(0, env);
  const { port, baseURL } = server;
  // One client, like one browser: it keeps its cookies across the restart. Its own address, so the
  // failures below count against nobody else.
  const client: APIRequestContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${1 + (port % 250)}` },
  });
  const signIn = (email: string, password: string) => client.post("/api/user/login", { data: { email, password } });
  try {
    expect((await signIn(member.email, member.password)).status()).toBe(200);
    const before = await client.get("/api/user/home");
    expect(before.status()).toBe(200);
    expect((await before.json()).user).toMatchObject({ email: member.email });

    // Five wrong passwords lock the account out from this address; the sixth try is refused.
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signIn(lockedOut.email, "Wrong@12345")).status()).toBe(401);
    expect((await signIn(lockedOut.email, lockedOut.password)).status()).toBe(429);

    await server.stop();
    server = await startAppServer(port, env);

    const after = await client.get("/api/user/home");
    expect(after.status()).toBe(200);
    expect((await after.json()).user).toMatchObject({ email: member.email });
    // The lockout is still counted: even the right password is refused until it ends.
    const refused = await signIn(lockedOut.email, lockedOut.password);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  } finally {
    await client.dispose();
    await server.stop();
  }
});
