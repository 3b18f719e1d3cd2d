// How much Next.js's caches keep after requests that should leave nothing behind: pages of listing ids that
// do not exist and list API calls without paging. Starts the production server the benches use (a private
// embedded database with synthetic listings, `next build` unless --skip-build, `next start`), counts the
// files and bytes under .next, sends the requests, and counts again. Also checks that the home page is
// still served from the full-page cache.
//   npm run measure:cache                               50 of each, 600 synthetic listings
//   npm run measure:cache -- --skip-build --requests 200
//   CACHE_GROWTH_PORT=3220                              port of the server under test
import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startProductionServer, stopAll, stopAllOnExit } from "./bench-server";

const log = (line: string) => console.log(`[cache-growth] ${line}`);

/** Files and bytes under a folder (0 when it does not exist). */
function usage(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return { files, bytes };
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = usage(full);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files += 1;
      bytes += statSync(full).size;
    }
  }
  return { files, bytes };
}

const AREAS = [".next", ".next/cache", ".next/server"];
const snapshot = () => AREAS.map((dir) => ({ dir, ...usage(dir) }));

async function expectStatus(url: string, status: number): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== status) throw new Error(`${url} answered ${response.status}, expected ${status}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      requests: { type: "string", default: "50" },
      listings: { type: "string", default: "600" },
      "skip-build": { type: "boolean", default: false },
    },
  });
  const requests = Number(values.requests);
  stopAllOnExit("cache-growth");
  const { baseUrl } = await startProductionServer({
    port: Number(process.env.CACHE_GROWTH_PORT ?? 3220),
    listings: Number(values.listings),
    skipBuild: values["skip-build"],
    log,
  });

  // The home page twice: rendered (or read from the build), then a hit from the full-page cache.
  await expectStatus(`${baseUrl}/`, 200);
  const home = await fetch(`${baseUrl}/`);
  await home.arrayBuffer();
  log(`home page: x-nextjs-cache ${home.headers.get("x-nextjs-cache")}`);

  const before = snapshot();
  for (let i = 0; i < requests; i++) {
    // A well-formed id that names no listing: the page answers 404.
    await expectStatus(`${baseUrl}/properties/${randomBytes(12).toString("hex")}`, 404);
  }
  const afterMadeUpIds = snapshot();
  for (let i = 1; i <= requests; i++) {
    // Each price floor is another query: the old API's clients fetch whole lists like this.
    await expectStatus(`${baseUrl}/api/property/property?minPrice=${i}`, 200);
  }
  const afterUnpagedLists = snapshot();

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`\n| folder | before | after ${requests} made-up ids | after ${requests} unpaged lists | growth |`);
  console.log("| --- | ---: | ---: | ---: | ---: |");
  AREAS.forEach((dir, i) => {
    const [a, b, c] = [before[i], afterMadeUpIds[i], afterUnpagedLists[i]];
    const cell = (s: { files: number; bytes: number }) => `${s.files} files, ${kb(s.bytes)}`;
    console.log(
      `| ${dir} | ${cell(a)} | ${cell(b)} | ${cell(c)} | +${c.files - a.files} files, +${kb(c.bytes - a.bytes)} |`,
    );
  });
}

main()
  .then(() => {
    stopAll();
    process.exit(0);
  })
  .catch((error) => {
    console.error(`[cache-growth] ${error instanceof Error ? error.message : error}`);
    stopAll();
    process.exit(1);
  });
