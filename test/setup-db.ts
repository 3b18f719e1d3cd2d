// Each test file gets a database of its own on the embedded server that `npm run test:unit` started, so
// files can run in parallel and clean up with deleteMany (the in-memory engine cannot drop databases).
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { disconnectFromDatabase } from "@/lib/db";
import { setLogDestination } from "@/lib/log";

const base = process.env.MONGODB_URI;
if (!base) throw new Error("MONGODB_URI is not set: run the unit tests with `npm run test:unit`.");

const testPath = expect.getState().testPath ?? "unknown";
const name = `test_${createHash("sha1").update(testPath).digest("hex").slice(0, 12)}`;
const url = new URL(base);
url.pathname = `/${name}`;
process.env.MONGODB_URI = url.toString();

// SMS never leave a test: without a provider they are files, in a folder of this test file's own unless it
// chose one (useTemporaryOutbox).
if (!process.env.SMS_OUTBOX_DIR) process.env.SMS_OUTBOX_DIR = path.join(tmpdir(), `sms-${name}-${process.pid}`);
delete process.env.MSG91_AUTH_KEY;

afterAll(async () => {
  await disconnectFromDatabase();
});

// The server's log lines are kept in memory, not printed: a green run prints only the results, and the
// expected failures a test provokes are asserted where they matter (setLogDestination in that test).
// TEST_LOG=1 prints them, to follow a failing test.
if (!process.env.TEST_LOG) setLogDestination({ write: () => undefined });
