// The production server's JavaScript heap bound. Without one, Node sizes the heap from the machine's memory
// (gigabytes) and collects lazily: the memory bench's burst of distinct pages and map searches, 10 at a time,
// took one `next start` from 314 MB to 895 MB resident, and it idled at 407 MB. Bounded at 384 MB, the same
// burst peaked at 524 MB and took 10% longer (docs/performance.md, "Memory"). What the server keeps live is far less:
// the page and data cache are bounded at 50 MB (lib/cache/handler.mjs). `npm start` (package.json) passes
// the same figure; a NODE_OPTIONS that names a heap size of its own wins here.

export const SERVER_HEAP_MB = 384;

/** Node's options for a `next start` process: the heap bound, unless NODE_OPTIONS sets one. */
export function serverNodeArgs(env = process.env) {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? "") ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`];
}
