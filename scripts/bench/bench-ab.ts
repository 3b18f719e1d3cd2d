// Two running servers compared on the same requests in alternating rounds (A then B, then B then A, ...), so the machine's
// slow and fast minutes fall on both alike. For a before/after figure of a change: on a shared 2-core machine
// the speed of the same build drifts by more than 20% within an hour, which two separate `npm run bench` runs
// cannot tell from the change itself. Start each build on its own database with the same data first, in each
// built checkout: `node scripts/with-db.mjs --fresh --seed-if-empty -- bash -c "node --import tsx scripts/seed.ts
// --listings 10000 && exec npx next start -p 3401"` (NEXTAUTH_SECRET and SITE_URL set), then:
//   node --import tsx scripts/bench/bench-ab.ts http://127.0.0.1:3401 http://127.0.0.1:3402 home=/ listing=/properties/{listing}
//   --rounds 3 --duration 10 --connections 20
// `{listing}` in a path is each server's own first active listing. Prints, per target, the median of the
// rounds' req/s and p95 for A and B, and B's share of A.
import { parseArgs } from "node:util";
import { activeListingIds } from "./bench-server";
import { AS_A_BROWSER, percentile, runLoad, type LoadResult } from "./bench-load";

const { values, positionals } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
  allowPositionals: true,
});

const [a, b, ...targetArgs] = positionals;
if (!a || !b || targetArgs.length === 0) {
  console.error("usage: bench-ab.ts URL_A URL_B name=/path [name=/path ...] [--rounds N --duration S --connections C]");
  process.exit(2);
}
const targets = targetArgs.map((arg) => {
  const at = arg.indexOf("=");
  if (at < 1) throw new Error(`a target is name=/path, not ${arg}`);
  return { name: arg.slice(0, at), path: arg.slice(at + 1) };
});
const settings = { connections: Number(values.connections), durationSeconds: Number(values.duration) };
const rounds = Number(values.rounds);

const median = (list: number[]) =>
  percentile(
    [...list].sort((x, y) => x - y),
    50,
  );

async function resolvePaths(base: string) {
  const needsListing = targets.some((t) => t.path.includes("{listing}"));
  const [listing] = needsListing ? await activeListingIds(base, 1) : [""];
  return targets.map((t) => `${base}${t.path.replaceAll("{listing}", listing)}`);
}

async function main() {
  const urls = { a: await resolvePaths(a), b: await resolvePaths(b) };
  const results = targets.map(() => ({ a: [] as LoadResult[], b: [] as LoadResult[] }));
  for (const [i, target] of targets.entries()) {
    // Each address once unmeasured on both: the first visit renders into the cache.
    for (const side of ["a", "b"] as const) await (await fetch(urls[side][i], { headers: AS_A_BROWSER })).arrayBuffer();
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 === 0 ? (["a", "b"] as const) : (["b", "a"] as const)) {
        const result = await runLoad(urls[side][i], AS_A_BROWSER, settings);
        results[i][side].push(result);
        console.log(
          `[ab] ${target.name.padEnd(16)} ${side.toUpperCase()} round ${round + 1}: ${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.latencyMs.p95} ms, non-2xx ${result.non2xx}, load ${result.loadAverage.toFixed(1)}`,
        );
      }
    }
  }

  console.log(`\n| target | A req/s | B req/s | B/A | A p95 ms | B p95 ms |`);
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: |`);
  for (const [i, target] of targets.entries()) {
    const rate = (side: "a" | "b") => median(results[i][side].map((r) => r.requestsPerSecond));
    const p95 = (side: "a" | "b") => median(results[i][side].map((r) => r.latencyMs.p95));
    console.log(
      `| ${target.name} | ${rate("a").toFixed(0)} | ${rate("b").toFixed(0)} | ${((rate("b") / rate("a")) * 100).toFixed(0)}% | ${p95("a")} | ${p95("b")} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
