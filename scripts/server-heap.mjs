// The production server's memory bounds. Without them, Node sizes the JavaScript heap from the machine's
// memory (gigabytes) and collects lazily: the memory bench's burst of distinct pages and map searches, 10 at
// a time, took one `next start` from 314 MB to 895 MB resident, and it idled at 407 MB. Bounded at 384 MB,
// the same burst peaked at 524 MB and took 10% longer (docs/performance.md, "Memory"). What the server keeps
// live is far less: the page and data cache are bounded at 50 MB (lib/cache/handler.mjs). `npm start`
// (package.json) passes the same figure; a NODE_OPTIONS that names a heap size of its own wins here.
//
// Outside that heap, glibc's malloc gives each thread that allocates at once an arena of its own (up to
// eight per core: the render thread, libuv's pool compressing answers, V8's collector threads) and seldom
// hands an arena's freed pages back: after the burst and five idle minutes the server still held 40 MB more
// than at its start. With two arenas it idled 7% over its start (docs/performance.md, "Memory").

export const SERVER_HEAP_MB = 384;

/** glibc's malloc arenas for a server process (MALLOC_ARENA_MAX), unless the environment names its own. */
export const SERVER_MALLOC_ARENAS = 2;

/** Node's options for a `next start` process: the heap bound, unless NODE_OPTIONS sets one. */
export function serverNodeArgs(env = process.env) {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? "") ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`];
}

/** The environment for a `next start` process: `env` with the malloc arenas bounded, unless it bounds them. */
export function serverEnv(env = process.env) {
  return env.MALLOC_ARENA_MAX ? env : { ...env, MALLOC_ARENA_MAX: String(SERVER_MALLOC_ARENAS) };
}
