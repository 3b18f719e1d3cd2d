import { spawnSync } from "node:child_process";

/**
 * A deployment that sets NEXTAUTH_URL but not SITE_URL: e-mails link to the public address and only that
 * origin may make cookie-authenticated writes; localhost:3000, the development address, is not trusted.
 * Settings are read once per test file, so this file sets them before anything reads them.
 */
const PUBLIC = "https://odishahomes.example";
delete process.env.SITE_URL;
process.env.NEXTAUTH_URL = PUBLIC;

// Loaded after the settings above, as a server would load them at start.
const { siteUrl } = require("@/lib/site") as typeof import("@/lib/site");
const { noAccountMail } = require("@/lib/mail/templates") as typeof import("@/lib/mail/templates");
const { withErrors } = require("@/lib/http") as typeof import("@/lib/http");

describe("the public address when SITE_URL is unset", () => {
  it("is NEXTAUTH_URL for links, e-mails included", () => {
    expect(siteUrl("/login")).toBe(`${PUBLIC}/login`);
    const mail = noAccountMail("asha@example.in");
    expect(mail.html).toContain(`${PUBLIC}/register`);
    expect(mail.html).not.toContain("localhost");
  });

  it("is the only other origin trusted for cookie-authenticated writes", async () => {
    const handler = withErrors(async () => Response.json({ success: true }));
    const write = (origin: string) =>
      handler(
        new Request(`${PUBLIC}/api/x`, {
          method: "POST",
          headers: { host: "app.internal:3000", cookie: "next-auth.session-token=x", origin },
        }),
        {},
      );
    expect((await write(PUBLIC)).status).toBe(200);
    expect((await write("http://localhost:3000")).status).toBe(403);
  });
});

describe("a production start", () => {
  const start = (settings: Record<string, string>) =>
    spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        'import("./lib/check-env.ts").then((m) => (m.checkEnvOrExit ?? m.default.checkEnvOrExit)())',
      ],
      {
        encoding: "utf8",
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          NEXTAUTH_SECRET: "s".repeat(32),
          MONGODB_URI: "mongodb://db/x",
          ...settings,
        },
      },
    );

  it("stops with one line naming SITE_URL and NEXTAUTH_URL when neither is set", () => {
    const refused = start({});
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^\[config\] Missing required setting SITE_URL \(or NEXTAUTH_URL\)/),
    ]);
    expect(start({ NEXTAUTH_URL: PUBLIC }).status).toBe(0);
  });
});
