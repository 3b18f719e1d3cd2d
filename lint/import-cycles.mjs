// An ESLint rule that refuses import cycles among the project's own modules.
//
// Every import counts: `import type` and `export ... from` (a shape shared through each other is still a
// knot), and `import()` (loading a module lazily does not make a circle acceptable). Only the project's
// own files are followed: specifiers that start with the `@/` alias or a dot. The import graph is read
// once per ESLint run with TypeScript's import scanner (no parse, no type check) and its strongly connected
// components found once; each linted file then costs a lookup. A file in a cycle reports each import that
// leads back to it, with the path of the cycle.
//
// With `eslint --cache`, a file is linted again only when it changes. A new cycle always adds an import to
// a changed file, so it is reported; but breaking a cycle in one file leaves the other files' cached reports
// standing until they change or the cache is removed (node_modules/.cache/eslint/).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];
/** Folders that hold no module of the project. */
const SKIPPED_FOLDERS = new Set([
  "node_modules",
  ".git",
  ".next",
  ".data",
  "coverage",
  "test-results",
  "playwright-report",
]);

/** Every source file under `root`, found once: resolving an import is then a lookup, not a file system call. */
function sourceFiles(root) {
  const files = new Set();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full);
      } else if (SOURCE_EXTENSIONS.includes(path.extname(entry.name))) {
        files.add(full);
      }
    }
  };
  walk(root);
  return files;
}

/** The project's import graph under `root`, read lazily and kept for the process. */
function importGraph(root) {
  const files = sourceFiles(root);

  /** The file an import names, or undefined for a package or anything that is not source code. */
  const resolve = (from, specifier) => {
    let base;
    if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
    else if (specifier.startsWith("./") || specifier.startsWith("../"))
      base = path.resolve(path.dirname(from), specifier);
    else return undefined;
    const candidates = [
      base,
      ...SOURCE_EXTENSIONS.map((extension) => base + extension),
      ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
    ];
    return candidates.find((file) => files.has(file));
  };

  /** The imports of a text, in order: what each names, where it is written, and the file it resolves to. */
  const importsOf = (file, text) =>
    ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName, pos, end }) => {
      const target = resolve(file, fileName);
      return target ? [{ target, pos, end }] : [];
    });

  const edges = new Map();
  const targetsOf = (file) => {
    if (!edges.has(file)) {
      let text = "";
      try {
        text = readFileSync(file, "utf8");
      } catch {
        text = "";
      }
      edges.set(file, [...new Set(importsOf(file, text).map(({ target }) => target))]);
    }
    return edges.get(file);
  };

  // Tarjan's strongly connected components, grown from each file as it is first asked about: a component
  // found from one file is complete, so later searches only add new ones.
  const index = new Map();
  const lowLink = new Map();
  const component = new Map();
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  const connect = (file) => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of targetsOf(file)) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file), index.get(target)));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const members = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.add(member);
      component.set(member, members);
    } while (member !== file);
  };
  const componentOf = (file) => {
    if (!index.has(file)) connect(file);
    return component.get(file);
  };

  /** The shortest path of imports from `from` to `to` inside one component (both ends included). */
  const pathWithin = (members, from, to) => {
    const previous = new Map([[from, undefined]]);
    const queue = [from];
    while (queue.length > 0) {
      const file = queue.shift();
      if (file === to) break;
      for (const target of targetsOf(file)) {
        if (members.has(target) && !previous.has(target)) {
          previous.set(target, file);
          queue.push(target);
        }
      }
    }
    const steps = [];
    for (let file = to; file !== undefined; file = previous.get(file)) steps.unshift(file);
    return steps;
  };

  return { importsOf, targetsOf, componentOf, pathWithin };
}

/** The rule, for the project whose `@/` alias points at `root`. */
export function importCycles(root) {
  let graph;
  return {
    meta: {
      type: "problem",
      docs: { description: "Refuses import cycles among the project's own modules (type-only and lazy imports too)." },
      schema: [],
      messages: {
        cycle: "Import cycle: {{cycle}}. Move what these modules share into a module of its own that imports neither.",
      },
    },
    create(context) {
      graph ??= importGraph(root);
      const file = path.resolve(context.filename);
      const members = graph.componentOf(file);
      const self = members.size === 1;
      if (self && !graph.targetsOf(file).includes(file)) return {};
      const name = (member) => path.relative(root, member);
      return {
        Program() {
          const { sourceCode } = context;
          for (const { target, pos, end } of graph.importsOf(file, sourceCode.text)) {
            if (self ? target !== file : !members.has(target)) continue;
            const cycle = [file, ...graph.pathWithin(members, target, file)].map(name).join(" -> ");
            context.report({
              loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
              messageId: "cycle",
              data: { cycle },
            });
          }
        },
      };
    },
  };
}
