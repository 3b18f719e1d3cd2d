/** The production server's JavaScript heap bound, in megabytes (server-heap.mjs). */
export const SERVER_HEAP_MB: number;
/** Node's options for a `next start` process: the heap bound, unless NODE_OPTIONS sets one. */
export function serverNodeArgs(env?: Record<string, string | undefined>): string[];
