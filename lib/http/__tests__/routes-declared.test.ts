import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as contracts from "@/lib/contracts";
import type { Route } from "@/lib/contracts/route";

/**
 * Every API route is declared once, in lib/contracts: each route file's handlers are made by route()
 * (lib/http/route.ts) from their contract, the export's name is the contract's method and the file's folder
 * its path, and every contract is some handler's. route() says who may call a route: no handler checks the
 * session itself. next-auth's own catch-all is next-auth's; a file that only re-exports another route's
 * handler serves that route under an older path.
 */
const NOT_OURS = [/^auth\/\[\.\.\.nextauth\]\//];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;
const root = path.join(process.cwd(), "app", "api");

type Handler = { contract?: Route };

const routeFiles = (readdirSync(root, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => file.endsWith("/route.ts") && !file.includes("__tests__/"))
  .filter((file) => !NOT_OURS.some((pattern) => pattern.test(file)))
  .sort();

const RE_EXPORT = /^\s*(\/\/.*\n)*\s*export \{ \w+ \} from "@\/app\/api\/[^"]+";\s*$/;

/** The handlers a route file exports, by method. */
function handlersOf(file: string): [string, Handler][] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(path.join(root, file)) as Record<string, unknown>;
  return METHODS.filter((method) => method in mod).map((method) => [method, mod[method] as Handler]);
}

const allContracts = Object.entries(contracts).flatMap(([area, members]) =>
  typeof members === "object" && members !== null
    ? Object.entries(members)
        .filter(([, value]) => typeof value === "object" && value !== null && "method" in value)
        .map(([name, value]) => ({ name: `${area}.${name}`, route: value as Route }))
    : [],
);

describe("API routes", () => {
  it.each(routeFiles)("%s is declared with route() from its contracts and checks no session itself", (file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    expect(source).not.toMatch(/\b(requireUser|requireAdmin|getSessionUser|withErrors)\b/);
    const handlers = handlersOf(file);
    expect(handlers.length).toBeGreaterThan(0);
    // A re-export serves its route under an older path: the folder is not the contract's path.
    const folder = RE_EXPORT.test(source) ? expect.any(String) : `/api/${path.dirname(file)}`;
    for (const [method, handler] of handlers) {
      const contract = handler.contract && { method: handler.contract.method, path: handler.contract.path };
      expect({ method, contract }).toEqual({ method, contract: { method, path: folder } });
    }
  });

  it("every contract is a route handler's", () => {
    const declared = new Set(routeFiles.flatMap((file) => handlersOf(file).map(([, handler]) => handler.contract)));
    expect(allContracts.filter(({ route }) => !declared.has(route)).map(({ name }) => name)).toEqual([]);
  });

  it("no two contracts name the same method and path", () => {
    const keys = allContracts.map(({ route }) => `${route.method} ${route.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
