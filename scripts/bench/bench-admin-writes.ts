// Times the admin's two most frequent writes against the running production server, as the dashboard sends
// them: switching a listing on (what Approve sends for a waiting submission) and saving an edit (a new
// price). Each answer must come before the mail and cache work it causes, which run after it. Beside them it
// times the database alone: the same change of the same listing sent with the bare driver, the floor no
// handler can go below.
import { MongoClient, ObjectId } from "mongodb";
import { runLoad, type LoadResult, type LoadSettings } from "./bench-load";
import { DATABASE_ALONE, type WriteTiming } from "./bench-report";
import { DEMO_ADMIN } from "../seed-database";

const ROUNDS = 20;

async function adminCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** One change of the listing's price by _id through the bare driver, ROUNDS times. */
async function timeDatabaseWrites(databaseUri: string, listingId: string): Promise<number[]> {
  const client = await MongoClient.connect(databaseUri);
  try {
    const listings = client.db().collection("properties");
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const result = await listings.updateOne({ _id: new ObjectId(listingId) }, { $set: { price: 30_000 + round } });
      times.push(performance.now() - started);
      if (result.matchedCount !== 1) throw new Error(`the listing ${listingId} is not in the database`);
    }
    return times;
  } finally {
    await client.close();
  }
}

/** The admin's edit of `listingId` as the dashboard sends it; answers how long its answer took (ms). */
async function adminEditor(baseUrl: string, listingId: string) {
  const cookie = await adminCookie(baseUrl);
  return async (body: Record<string, unknown>) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/property/property/${listingId}`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`PUT ${JSON.stringify(body)} answered ${response.status}`);
    return performance.now() - started;
  };
}

/** How often the load below changes the listing: a busy portal's pace, and five changes in a 10 s run. */
const CHANGE_EVERY_MS = 2_000;

/**
 * Load on `path` (home) right after a change, while the admin changes the price of `listingId` every 2 s:
 * each change marks home stale, so the run shows what visitors wait for while home is re-rendered.
 */
export async function loadWhileChanging(
  baseUrl: string,
  listingId: string,
  path: string,
  settings: LoadSettings,
): Promise<LoadResult> {
  const put = await adminEditor(baseUrl, listingId);
  let round = 0;
  await put({ price: 40_000 });
  const changes = setInterval(
    () => void put({ price: 40_000 + ++round * 100 }).catch(() => undefined),
    CHANGE_EVERY_MS,
  );
  try {
    return await runLoad(`${baseUrl}${path}`, {}, settings);
  } finally {
    clearInterval(changes);
  }
}

/** Switches `listingId` off and on and changes its price ROUNDS times; answers each write's timings. */
export async function timeAdminWrites(baseUrl: string, listingId: string, databaseUri: string): Promise<WriteTiming[]> {
  const put = await adminEditor(baseUrl, listingId);
  const approve: number[] = [];
  const save: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await put({ isActive: false });
    approve.push(await put({ isActive: true }));
    save.push(await put({ price: 20_000 + round * 100 }));
  }
  const database = await timeDatabaseWrites(databaseUri, listingId);
  return [
    ["Approve (switch a listing on)", approve],
    ["Save (a new price)", save],
    [DATABASE_ALONE, database],
  ].map(([label, times]) => {
    const sorted = [...(times as number[])].sort((a, b) => a - b);
    return {
      label: label as string,
      runs: sorted.length,
      medianMs: Math.round(percentile(sorted, 0.5)),
      p95Ms: Math.round(percentile(sorted, 0.95)),
    };
  });
}
