import { readFileSync } from "node:fs";
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
});
