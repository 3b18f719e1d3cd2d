import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as contracts from "@/lib/contracts";
import type { Route, RouteSpec } from "@/lib/contracts/route";

// The contracts name real routes: each path leads to a route handler under app/api that exports the method,
// and the contract files stay browser-safe (server modules are only named with `import type`).

const root = path.resolve(__dirname, "../../..");
const contractsDir = path.join(root, "lib/contracts");
const componentsDir = path.join(root, "components");

type AnyRoute = Route<RouteSpec> & { path: (params: Record<string, string>) => string };

const isRoute = (value: unknown): value is AnyRoute =>
  typeof value === "object" && value !== null && "method" in value && typeof (value as AnyRoute).path === "function";

const routes = Object.entries(contracts).flatMap(([area, members]) =>
  typeof members === "object" && members !== null
    ? Object.entries(members)
        .filter(([, value]) => isRoute(value))
        .map(([name, value]) => ({ name: `${area}.${name}`, route: value as AnyRoute }))
    : [],
);

/** The source files under a folder, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Fills any parameter a path function asks for with a marker that an `[x]` folder matches. */
const anyParams = new Proxy({}, { get: () => ":param" }) as Record<string, string>;

/** The route file a path is served by: folders match literally, or as a `[param]` folder. */
function handlerFile(urlPath: string): string | null {
  let dir = path.join(root, "app");
  for (const segment of urlPath.split("/").filter(Boolean)) {
    const literal = path.join(dir, segment);
    if (segment !== ":param" && existsSync(literal)) {
      dir = literal;
      continue;
    }
    const dynamic = readdirSync(dir).find((entry) => /^\[[^.]+\]$/.test(entry));
    if (!dynamic) return null;
    dir = path.join(dir, dynamic);
  }
  const file = path.join(dir, "route.ts");
  return existsSync(file) ? file : null;
}

describe("the API contracts", () => {
  it("cover the routes the browser calls", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map(({ name, route }) => [name, route] as const))(
    "%s names a route handler that answers its method",
    (_name, route) => {
      // The old server's paths (the admins' Google sign-in link) reach the same handlers under /api.
      const urlPath = route.path(anyParams).replace(/^\/(?!api\/)/, "/api/");
      const file = handlerFile(urlPath);
      expect(file).not.toBeNull();
      const source = readFileSync(file!, "utf8");
      expect(source).toMatch(new RegExp(`export (?:const |async function |\\{[^}]*\\b)${route.method}\\b`));
    },
  );

  it("load no server code: every import besides the contracts' own is `import type`", () => {
    const files = readdirSync(contractsDir).filter((file) => file.endsWith(".ts"));
    const valueImports = files.flatMap((file) =>
      [...readFileSync(path.join(contractsDir, file), "utf8").matchAll(/^import (?!type )[^;]*from "([^"]+)";/gm)]
        .map((match) => match[1])
        .filter((source) => !source.startsWith("@/lib/contracts/"))
        .map((source) => `${file}: ${source}`),
    );
    expect(valueImports).toEqual([]);
  });

  it("are the browser's only source of API paths: no component writes one", () => {
    const written = sourceFiles(componentsDir).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (/["'`]\/api\//.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : [])),
    );
    expect(written).toEqual([]);
  });
});
