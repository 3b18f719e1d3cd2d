// The journeys' SMTP server (scripts/stand-ins/services.mjs starts it): every message it receives is written
// to a folder of its own as an .eml file, which the journeys read (E2E_MAIL_DIR, e2e/support/inbox.ts).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export async function startMailCatcher() {
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
  // A sender that drops its connection mid-message (an app instance a journey stops or restarts) makes the
  // server emit "error"; unheard, that would end the whole test run. The app retries its mails (jobs.md).
  server.on("error", (error) => console.warn(`[e2e] mail catcher: a sender's connection failed: ${error.message}`));
  const { port } = server.server.address();
  return {
    dir,
    url: `smtp://127.0.0.1:${port}`,
    // The SMTP server itself, for its test.
    server,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
