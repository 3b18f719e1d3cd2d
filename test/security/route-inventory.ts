import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Every API route of the app as the file system defines it: `app/api/**\/route.ts` and the HTTP methods each
 * file exports. The security suites check their tables against this, so a new route cannot be forgotten.
 */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, unknown>> },
) => Promise<Response>;
export type ApiRoute = { key: string; method: HttpMethod; path: string; handler: RouteHandler };

const root = path.join(process.cwd(), "app", "api");

export function apiRoutes(): ApiRoute[] {
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === "route.ts" && !file.split(path.sep).includes("__tests__"))
    .sort();
  return files.flatMap((file) => {
    const routePath = `/api/${path.dirname(file).split(path.sep).join("/")}`;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(path.join(root, file)) as Partial<Record<HttpMethod, RouteHandler>>;
    return HTTP_METHODS.filter((method) => typeof mod[method] === "function").map((method) => ({
      key: `${method} ${routePath}`,
      method,
      path: routePath,
      handler: mod[method]!,
    }));
  });
}

/** The concrete URL of a route path: `[id]` and `[...nextauth]` segments filled from params. */
export function fillPath(routePath: string, params: Record<string, string | string[]>): string {
  return routePath.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value.join("/") : encodeURIComponent(value ?? "x");
  });
}
