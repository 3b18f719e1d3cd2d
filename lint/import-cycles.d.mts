// Types for import-cycles.mjs, which its TypeScript test imports.
type Report = { loc: unknown; messageId: string; data: { cycle: string } };
type Context = {
  filename: string;
  sourceCode: { text: string; getLocFromIndex(index: number): { line: number; column: number } };
  report(report: Report): void;
};

export declare function importCycles(root: string): {
  meta: object;
  create(context: Context): { Program?: () => void };
};
