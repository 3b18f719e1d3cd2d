// Times the admin panel's list and search calls on a large database: seeds N synthetic listings and N
// synthetic accounts (10,000 each by default) into the database it is given, then calls the admin route
// handlers as a signed-in admin, five times each, and prints the median and slowest time of each call.
// Fails (exit code 1) when a budgeted call's median is a second or more. Unfiltered sorts over the whole
// catalogue are printed without a budget: the embedded engine sorts every listing in memory (like the public
// list's unfiltered pages), where MongoDB walks the declared index.
// The load average is printed beside the figures: on a busy machine every figure grows with it.
//   npm run bench:admin
//   npm run bench:admin -- --listings 50000 --users 50000
import { NextResponse } from "next/server";
import { GET as audit } from "@/app/api/admin/audit/route";
import { GET as properties } from "@/app/api/admin/properties/route";
import { GET as stats } from "@/app/api/admin/stats/route";
import { GET as userList } from "@/app/api/admin/user-list/route";
import { issueSession } from "@/lib/auth/session";
import { connectToDatabase } from "@/lib/db";
import { Property } from "@/models/Property";
import { User } from "@/models/User";
import { ensureIndexes, seedSynthetic, seedSyntheticUsers } from "../seed-database";
import { argValue, judge, machineLoad, runWithDatabase, timeCalls } from "../script-kit";

const BUDGET_MS = 1000;
const RUNS = 5;

type Handler = (request: Request, context: never) => Promise<Response>;
const UNBUDGETED = new Set(["listings, newest", "listings, page 400 oldest", "listings, price high to low"]);
const CALLS: Array<[string, Handler, string]> = [
  ["users, first page", userList, "/api/admin/user-list?page=1&limit=20"],
  ["users, page 400", userList, "/api/admin/user-list?page=400&limit=20"],
  ["users, search by name", userList, "/api/admin/user-list?q=sonali%20das&limit=20"],
  ["users, search by e-mail", userList, "/api/admin/user-list?q=user9999%40&limit=20"],
  ["users, search with no match", userList, "/api/admin/user-list?q=zzzz&limit=20"],
  ["listings, newest", properties, "/api/admin/properties?page=1&limit=20"],
  ["listings, page 400 oldest", properties, "/api/admin/properties?page=400&limit=20&sort=oldest"],
  ["listings, price high to low", properties, "/api/admin/properties?sort=price_desc&limit=20"],
  ["listings, inactive", properties, "/api/admin/properties?status=inactive&limit=20"],
  ["listings, pending review", properties, "/api/admin/properties?status=pending&limit=20"],
  ["listings, search 'patia'", properties, "/api/admin/properties?q=patia&limit=20"],
  ["listings, search + active + price", properties, "/api/admin/properties?q=block%201&status=active&sort=price_asc"],
  ["dashboard statistics", stats, "/api/admin/stats"],
  ["audit log", audit, "/api/admin/audit?page=1&limit=20"],
];

async function adminCookie(): Promise<string> {
  const admin =
    (await User.findOne({ email: "bench-admin@example.in" }).lean()) ??
    (
      await User.create({ name: "Bench Admin", email: "bench-admin@example.in", role: "admin", isVerified: true })
    ).toObject();
  const response = NextResponse.json({});
  await issueSession(response, admin);
  return response.headers.get("set-cookie")!.split(";")[0];
}

async function time(handler: Handler, url: string, cookie: string) {
  const { median, max, body } = await timeCalls<{ total?: number }>(RUNS, url, () =>
    handler(new Request(`http://localhost${url}`, { headers: { cookie } }), { params: Promise.resolve({}) } as never),
  );
  return { median, max, total: body.total };
}

async function main() {
  const listings = Number(argValue("--listings") ?? 10_000);
  const users = Number(argValue("--users") ?? 10_000);
  if (![listings, users].every((n) => Number.isInteger(n) && n >= 1)) {
    throw new Error("--listings and --users take whole numbers above 0");
  }
  await connectToDatabase();
  await ensureIndexes();
  const haveListings = await Property.countDocuments({});
  if (haveListings < listings) await seedSynthetic(listings - haveListings);
  // Some of them switched off and some waiting for review, so the status filters have something to find.
  await Property.updateMany({ title: /#\d*7$/ }, { $set: { isActive: false } });
  await Property.updateMany(
    { title: /#\d*13$/ },
    { $set: { isActive: false, source: "public", awaitingReview: true } },
  );
  const haveUsers = await User.countDocuments({});
  if (haveUsers < users) await seedSyntheticUsers(users - haveUsers);
  console.log(`[bench] ${await Property.countDocuments({})} listings, ${await User.countDocuments({})} accounts`);

  const cookie = await adminCookie();
  let worst = { label: "", median: 0 };
  for (const [label, handler, url] of CALLS) {
    const r = await time(handler, url, cookie);
    if (!UNBUDGETED.has(label) && r.median > worst.median) worst = { label, median: r.median };
    console.log(
      `[bench] ${label.padEnd(36)} median ${r.median.toFixed(0).padStart(5)} ms  max ${r.max.toFixed(0).padStart(5)} ms${
        r.total === undefined ? "" : `  total ${r.total}`
      }${UNBUDGETED.has(label) ? "  (no budget: whole-catalogue sort)" : ""}`,
    );
  }
  judge(
    worst.median,
    BUDGET_MS,
    `slowest budgeted median: ${worst.label}, ${worst.median.toFixed(0)} ms (budget ${BUDGET_MS} ms; ${machineLoad()})`,
  );
}

runWithDatabase("bench", main);
