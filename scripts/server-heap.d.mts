/** The production server's JavaScript heap bound, in megabytes (server-heap.mjs). */
export const SERVER_HEAP_MB: number;
/** Node's options for a `next start` process: the heap bound, unless NODE_OPTIONS sets one. */
export function serverNodeArgs(env?: Record<string, string | undefined>): string[];
/** glibc's malloc arenas for a server process (server-heap.mjs). */
export const SERVER_MALLOC_ARENAS: number;
/** The environment for a `next start` process: `env` with the malloc arenas bounded, unless it bounds them. */
export function serverEnv<Env extends object = NodeJS.ProcessEnv>(env?: Env): Env;
