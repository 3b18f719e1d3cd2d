import { availableParallelism } from "node:os";
import nextJest from "next/jest.js";

// next/jest compiles with SWC (no ts-jest) and loads .env files the way Next.js does.
const createJestConfig = nextJest({ dir: "./" });

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>"],
  testMatch: ["**/__tests__/**/*.test.ts", "**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/.data/"],
  modulePathIgnorePatterns: ["<rootDir>/.next/", "<rootDir>/.data/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  setupFilesAfterEnv: ["<rootDir>/test/setup-db.ts"],
  // A limit for a test that hangs, not a wait: on a busy two-core machine (a load average of 10, a browser
  // audit beside the suite) route tests that take 2-10 s alone take up to 5 times as long.
  testTimeout: 90_000,
  // Jest leaves a core free by default; the files spend most of their time waiting on the database, so two
  // workers on two cores finish the suite in 500 s instead of 825 s (each file has its own database).
  maxWorkers: Math.max(2, availableParallelism() - 1),
};

// The job queue's packages, the read queue's limiter and next-intl's message formatter (the mails' words in
// three languages) ship only ES modules: Jest compiles them like the app's own files.
const ESM_PACKAGES = [
  "agenda",
  "@agendajs/mongo-backend",
  "p-limit",
  "yocto-queue",
  "next-intl",
  "use-intl",
  "@formatjs",
  "intl-messageformat",
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith("/node_modules/") ? pattern.replace("(?!(", `(?!(${ESM_PACKAGES.join("|")}|`) : pattern,
    ),
  };
}
