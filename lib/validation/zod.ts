import { z } from "zod";

/**
 * The zod every shared schema is built with. In the browser, zod's first parse of an object schema probes
 * whether it may compile code with `Function("")`: the Content-Security-Policy forbids that, so the probe
 * fails and the browser reports a policy violation on every page with a form. Without the compiler zod
 * parses the same way, so the browser skips the probe; the server keeps the compiled parsers.
 */
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
