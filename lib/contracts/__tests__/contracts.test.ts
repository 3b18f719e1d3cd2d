import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as contracts from "@/lib/contracts";
import type { Route, SchemaRef } from "@/lib/contracts/route";

// The contracts stay browser-safe (server modules only named with `import type`, schemas named and loaded
// lazily from browser-safe modules), every schema they name exists, and no component writes an API path.
// That each contract is a route handler's, and each handler a contract's, is lib/http's routes-declared test.

const root = path.resolve(__dirname, "../../..");
const contractsDir = path.join(root, "lib/contracts");
const componentsDir = path.join(root, "components");

const isRoute = (value: unknown): value is Route =>
  typeof value === "object" && value !== null && "method" in value && typeof (value as Route).path === "string";

const routes = Object.entries(contracts).flatMap(([area, members]) =>
  typeof members === "object" && members !== null
    ? Object.entries(members)
        .filter(([, value]) => isRoute(value))
        .map(([name, value]) => ({ name: `${area}.${name}`, route: value as Route }))
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

const contractSources = readdirSync(contractsDir)
  .filter((file) => file.endsWith(".ts"))
  .map((file) => ({ file, source: readFileSync(path.join(contractsDir, file), "utf8") }));

describe("the API contracts", () => {
  it("cover the API", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes.map(({ name, route }) => [name, route] as const))("%s names an /api path", (_name, route) => {
    expect(route.path).toMatch(/^\/api(\/([\w-]+|\[\w+\]))+$/);
  });

  it.each(
    routes.flatMap(({ name, route }) =>
      (["json", "query"] as const).flatMap((part) => (route[part] ? [[`${name}.${part}`, route[part]] as const] : [])),
    ),
  )("%s names a zod schema that exists", async (_name, ref: SchemaRef) => {
    const loaded = await ref.load();
    expect(typeof loaded?.safeParse).toBe("function");
  });

  it("load no server code: every static import besides the contracts' own is `import type`", () => {
    const valueImports = contractSources.flatMap(({ file, source }) =>
      [...source.matchAll(/^import (?!type )[^;]*from "([^"]+)";/gm)]
        .map((match) => match[1])
        .filter((module) => !module.startsWith("@/lib/contracts/"))
        .map((module) => `${file}: ${module}`),
    );
    expect(valueImports).toEqual([]);
  });

  it("load schemas lazily, and only from the schema modules forms share", () => {
    const lazy = contractSources.flatMap(({ file, source }) =>
      [...source.matchAll(/import\("([^"]+)"\)/g)].map((match) => `${file}: ${match[1]}`),
    );
    expect(lazy.length).toBeGreaterThan(5);
    expect(lazy.filter((entry) => !/: @\/lib\/(validation\/[\w-]+|listings\/query-schema)$/.test(entry))).toEqual([]);
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
