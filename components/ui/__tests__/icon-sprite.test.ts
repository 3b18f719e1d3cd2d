import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the icon sprite", () => {
  it("holds a symbol for every icon the components name (run `npm run icons` after adding one)", () => {
    const names = [...read("components/ui/icons.tsx").matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]);
    const symbols = new Set([...read("public/icons.svg").matchAll(/<symbol id="([a-z0-9-]+)"/g)].map((m) => m[1]));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !symbols.has(name))).toEqual([]);
  });

  it("is where every page takes its icons from: no component draws lucide's inline copies", () => {
    const sources = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(path.join(dir, entry.name))
          : /\.tsx?$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );
    const direct = ["app", "components", "lib"]
      .flatMap(sources)
      .filter((file) => !file.includes("__tests__") && /from "lucide-react/.test(read(file)));
    expect(direct).toEqual([]);
  });
});
