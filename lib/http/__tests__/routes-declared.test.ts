import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every API route is declared with route() (lib/http/route.ts), which says who may call it: no handler
 * checks the session itself. next-auth's own catch-all is next-auth's.
 */
const NOT_OURS = [/^auth\/\[\.\.\.nextauth\]\//];
const root = path.join(process.cwd(), "app", "api");

const routeFiles = (readdirSync(root, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => file.endsWith("/route.ts") && !file.includes("__tests__/"))
  .filter((file) => !NOT_OURS.some((pattern) => pattern.test(file)))
  .sort();

describe("API routes", () => {
  it.each(routeFiles)("%s is declared with route() and checks no session itself", (file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    const reExport = /^\s*(\/\/.*\n)*\s*export \{ \w+ \} from "@\/app\/api\/[^"]+";\s*$/.test(source);
    if (!reExport) expect(source).toMatch(/from "@\/lib\/http\/route"/);
    expect(source).not.toMatch(/\b(requireUser|requireAdmin|getSessionUser|withErrors)\b/);
  });
});
