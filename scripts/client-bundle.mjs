#!/usr/bin/env node
// What the browser gets of the app's client code. Two checks:
// - secrets never reach the browser: `clientFilesContaining` finds the client chunks (.next/static/**/*.js)
//   that contain a value (the e2e run checks the Razorpay key secret with it);
// - first-load JavaScript: the scripts a page's HTML makes the browser load, gzip-compressed, beside the same
//   figure for the framework's floor (one heading and one link, root layout only) built with the installed
//   Next.js and the project's client-relevant settings. The floor app is built once into
//   a folder of the system's temporary folder (floorDir) and reused while the Next.js version stays the same; the bench serves it too.
//     npm run build && npm start     (or any production server of this build)
//     node scripts/client-bundle.mjs http://127.0.0.1:3000 home=/ listing=/properties/<id> pricing=/pricing
//   Prints one line per page and exits with code 1 when a page exceeds the floor's figure by more than
//   the budget (40 KB; --budget-kb to change it).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

/** The .js files under `dir` (the build's `.next/static`) whose text contains `value`. */
export function clientFilesContaining(dir, value) {
  if (!value) throw new Error("Nothing to look for");
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, "utf8").includes(value));
}

const CHUNK = /\/?_next\/static\/[\w./~-]+?\.js|static\/chunks\/[\w./~-]+?\.js/g;
const NO_MODULE_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*\bnoModule\b[^>]*>/gi;

/**
 * The client chunks a page's HTML makes a modern browser load, as paths under `.next` ("static/chunks/x.js"):
 * the <script> and preload tags, and the chunks React's payload in the page names for its client components.
 * Legacy polyfills (<script noModule>) are left out: current browsers skip them.
 */
export function firstLoadChunks(html) {
  const skipped = new Set([...html.matchAll(NO_MODULE_SCRIPT)].map((match) => toStaticPath(match[1])));
  const chunks = new Set();
  for (const [found] of html.matchAll(CHUNK)) {
    const chunk = toStaticPath(found);
    if (!skipped.has(chunk)) chunks.add(chunk);
  }
  return [...chunks].sort();
}

function toStaticPath(address) {
  return address.replace(/^.*?(static\/)/, "$1");
}

/** Size in bytes of `bytes` gzip-compressed at the level web servers commonly use (6). */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 6 }).byteLength;
}

/** Total gzip size of the chunks, read from the build folder (`.next`). */
export function chunksGzipSize(buildDir, chunks) {
  return chunks.reduce((sum, chunk) => sum + gzipSize(readFileSync(path.join(buildDir, chunk))), 0);
}

/**
 * A page's first-load scripts (from its HTML) that contain `value`, read from the build folder: how a check
 * proves a library loaded on demand (the maps' Leaflet) is not part of a page's first load.
 */
export function firstLoadChunksContaining(buildDir, html, value) {
  if (!value) throw new Error("Nothing to look for");
  return firstLoadChunks(html).filter((chunk) => readFileSync(path.join(buildDir, chunk), "utf8").includes(value));
}

/**
 * Where the floor app is built: outside the project, in the system's temporary folder (one per project
 * folder). Inside it, Next.js took the project's own instrumentation into the floor's build, whose server
 * then stopped at start for want of the site's settings.
 */
export function floorDir(projectDir = process.cwd()) {
  const id = createHash("sha1").update(path.resolve(projectDir)).digest("hex").slice(0, 10);
  return path.join(tmpdir(), `framework-floor-${id}`);
}
const FLOOR_FILES = {
  "app/layout.js":
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><head><title>Floor</title></head><body>{children}</body></html>);\n}\n',
  "app/page.js":
    'import Link from "next/link";\nexport default function Page() {\n  return (<main><h1>Hello, world</h1><Link href="/second">A second page</Link></main>);\n}\n',
  "app/second/page.js": "export default function Second() {\n  return <h1>Second</h1>;\n}\n",
  // A page of about /pricing's size (some 50 KB of HTML), rendered at build time as /pricing is: what the
  // framework itself serves a second of a page that size, for the bench's throughput table.
  "app/plans/page.js":
    "const PLANS = Array.from({ length: 192 }, (_, i) => i);\nexport default function Plans() {\n  return (<main><h1>Plans</h1>{PLANS.map((i) => <p key={i}>{`Plan ${i}: ₹${1000 + i} a month, two house visits, an agent on call, paid through Razorpay.`}</p>)}</main>);\n}\n",
  // A static file of about the size of the site's /icon.svg: the bench's throughput ceiling of the framework
  // itself, beside the site's own.
  "public/file.svg":
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0f766e"/><path d="M6 17 16 8l10 9v9H19v-6h-6v6H6z" fill="#fff"/><title>Floor</title><desc>A static file.</desc></svg>\n',
  // The settings of next.config.ts that bear on client code; the rest (headers, rewrites, images) do not.
  // Turbopack resolves only inside its root: the root of the file system, since node_modules is a link to the
  // project's, elsewhere.
  "next.config.js": 'module.exports = { reactStrictMode: true, poweredByHeader: false, turbopack: { root: "/" } };\n',
};

/**
 * The framework's floor: an app of the installed Next.js with one heading and one link, built once per
 * Next.js version into floorDir(). Answers its folder and the Next.js version.
 */
export function buildFloorApp(projectDir = process.cwd()) {
  const dir = floorDir(projectDir);
  const { version } = JSON.parse(readFileSync(path.join(projectDir, "node_modules/next/package.json"), "utf8"));
  const stamp = path.join(dir, "next-version.txt");
  const built =
    existsSync(path.join(dir, ".next/BUILD_ID")) &&
    existsSync(stamp) &&
    Object.keys(FLOOR_FILES).every((file) => existsSync(path.join(dir, file)));
  if (!built || readFileSync(stamp, "utf8") !== version) {
    rmSync(dir, { recursive: true, force: true });
    for (const [file, text] of Object.entries(FLOOR_FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    // The project's own packages, so the same Next.js and React build it.
    symlinkSync(path.resolve(projectDir, "node_modules"), path.join(dir, "node_modules"), "dir");
    const next = path.resolve(projectDir, "node_modules/next/dist/bin/next");
    const build = spawnSync(process.execPath, [next, "build"], { cwd: dir, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`building the floor app failed:\n${build.stdout}${build.stderr}`);
    writeFileSync(stamp, version);
  }
  return { dir, version };
}

/** The floor app's first-load chunks and their gzip size. */
export function floorFirstLoad(projectDir = process.cwd()) {
  const { dir, version } = buildFloorApp(projectDir);
  const html = readFileSync(path.join(dir, ".next/server/app/index.html"), "utf8");
  const chunks = firstLoadChunks(html);
  return { version, chunks, gzipBytes: chunksGzipSize(path.join(dir, ".next"), chunks) };
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { "budget-kb": { type: "string", default: "40" } },
    allowPositionals: true,
  });
  const [baseUrl, ...pageArgs] = positionals;
  const pages = pageArgs.map((arg) => {
    const [name, pagePath] = arg.split("=");
    return { name, path: pagePath };
  });
  const budgetKb = Number(values["budget-kb"]);
  if (!baseUrl || pages.length === 0 || pages.some((p) => !p.name || !p.path?.startsWith("/")) || !(budgetKb > 0)) {
    console.error("usage: node scripts/client-bundle.mjs [--budget-kb 40] <base url> <name>=</path> ...");
    process.exit(2);
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const floor = floorFirstLoad();
  console.log(`the floor (Next.js ${floor.version}): ${kb(floor.gzipBytes)} gzip in ${floor.chunks.length} scripts`);
  let over = 0;
  for (const page of pages) {
    const response = await fetch(`${baseUrl}${page.path}`);
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    const chunks = firstLoadChunks(await response.text());
    const bytes = chunksGzipSize(".next", chunks);
    const extra = bytes - floor.gzipBytes;
    const pass = extra <= budgetKb * 1024;
    if (!pass) over++;
    console.log(
      `${page.name.padEnd(10)} ${kb(bytes).padStart(9)} gzip in ${String(chunks.length).padStart(2)} scripts, ` +
        `${extra >= 0 ? "+" : ""}${kb(extra)} over the floor ${pass ? "(within" : "(OVER"} ${budgetKb} KB)`,
    );
  }
  if (over > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
