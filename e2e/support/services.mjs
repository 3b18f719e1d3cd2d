// Stand-ins for the third parties that account journeys touch, started by scripts/e2e.mjs before the app:
// an SMTP server that writes every message it receives to a folder the journeys read (E2E_MAIL_DIR), and a
// local OpenID Connect provider in Google's place. Both listen on free ports of 127.0.0.1.
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import { SMTPServer } from "smtp-server";

async function startMailCatcher() {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-mail-"));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        writeFileSync(path.join(dir, `${Date.now()}-${String(count).padStart(5, "0")}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address();
  return { dir, url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The Google stand-in. Which account "signs in" comes from the login_hint the app forwards, so parallel
 * journeys do not collide: the e-mail is the hint, and it counts as unverified when it contains
 * "+unverified". Without a hint the account is google.user@example.in.
 */
async function startGoogleMock() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  const hintByCode = new Map();
  server.service.on("beforeAuthorizeRedirect", (redirect, req) => {
    const code = redirect.url.searchParams.get("code");
    if (code && typeof req.query.login_hint === "string") hintByCode.set(code, req.query.login_hint);
  });
  server.service.on("beforeTokenSigning", (token, req) => {
    const email = hintByCode.get(req.body?.code) ?? "google.user@example.in";
    const local = email.split("@")[0].replace(/\+.*$/, "");
    Object.assign(token.payload, {
      sub: `google-${createHash("sha256").update(email).digest("hex").slice(0, 16)}`,
      email,
      email_verified: !email.includes("+unverified"),
      name: local.replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()),
    });
  });
  return {
    wellKnown: `${server.issuer.url}/.well-known/openid-configuration`,
    stop: () => server.stop(),
  };
}

/** Starts both; `env` is what the app under test and the journeys need to reach them. */
export async function startAccountServices() {
  const mail = await startMailCatcher();
  const google = await startGoogleMock();
  return {
    env: {
      SMTP_URL: mail.url,
      E2E_MAIL_DIR: mail.dir,
      GOOGLE_CLIENT_ID: "e2e-client",
      GOOGLE_CLIENT_SECRET: "e2e-client-secret",
      GOOGLE_WELL_KNOWN_URL: google.wellKnown,
    },
    stop: async () => {
      await Promise.allSettled([mail.stop(), google.stop()]);
    },
  };
}
