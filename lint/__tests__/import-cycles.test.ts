import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importCycles } from "@/lint/import-cycles.mjs";

/** A small project on disk, linted file by file with the rule as ESLint would run it. */
function lintProject(files: Record<string, string>): Record<string, string[]> {
  const root = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    const rule = importCycles(root);
    const reports: Record<string, string[]> = {};
    for (const name of Object.keys(files)) {
      const text = readFileSync(path.join(root, name), "utf8");
      const found: string[] = [];
      const listeners = rule.create({
        filename: path.join(root, name),
        sourceCode: { text, getLocFromIndex: () => ({ line: 1, column: 0 }) },
        report: ({ data }: { data: { cycle: string } }) => found.push(data.cycle),
      });
      listeners.Program?.();
      reports[name] = found;
    }
    return reports;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("import cycles (lint/import-cycles.mjs)", () => {
  it("reports each import of a cycle, with its path, and nothing outside it", () => {
    expect(
      lintProject({
        "lib/a.ts": 'import { b } from "@/lib/b";\nexport const a = b;\n',
        "lib/b.ts": 'import { c } from "./c";\nexport const b = c;\n',
        "lib/c.ts": 'import type { A } from "@/lib/a";\nexport const c = 1;\n',
        "lib/d.ts": 'import { a } from "@/lib/a";\nimport x from "react";\n',
      }),
    ).toEqual({
      "lib/a.ts": ["lib/a.ts -> lib/b.ts -> lib/c.ts -> lib/a.ts"],
      "lib/b.ts": ["lib/b.ts -> lib/c.ts -> lib/a.ts -> lib/b.ts"],
      "lib/c.ts": ["lib/c.ts -> lib/a.ts -> lib/b.ts -> lib/c.ts"],
      "lib/d.ts": [],
    });
  });

  it("counts lazy imports, re-exports and folder indexes", () => {
    expect(
      lintProject({
        "components/menu.tsx": 'const load = () => import("@/components/panel");\n',
        "components/panel.tsx": 'export type { Menu } from "@/components/menu";\n',
        "lib/x/index.ts": 'export * from "@/lib/x/y";\n',
        "lib/x/y.ts": 'import "@/lib/x";\n',
      }),
    ).toEqual({
      "components/menu.tsx": ["components/menu.tsx -> components/panel.tsx -> components/menu.tsx"],
      "components/panel.tsx": ["components/panel.tsx -> components/menu.tsx -> components/panel.tsx"],
      "lib/x/index.ts": ["lib/x/index.ts -> lib/x/y.ts -> lib/x/index.ts"],
      "lib/x/y.ts": ["lib/x/y.ts -> lib/x/index.ts -> lib/x/y.ts"],
    });
  });

  it("reports a module that imports itself, and passes an acyclic graph", () => {
    expect(
      lintProject({
        "lib/self.ts": 'export * from "./self";\n',
        "lib/top.ts": 'import { low } from "@/lib/low";\nimport { lower } from "@/lib/lower";\n',
        "lib/low.ts": 'import { lower } from "@/lib/lower";\nexport const low = lower;\n',
        "lib/lower.ts": "export const lower = 1;\n",
      }),
    ).toEqual({
      "lib/self.ts": ["lib/self.ts -> lib/self.ts"],
      "lib/top.ts": [],
      "lib/low.ts": [],
      "lib/lower.ts": [],
    });
  });
});
