// ESLint: the import boundaries of docs/architecture.md, plus a small set of correctness rules.
//
// Layers: app -> components -> lib -> models -> domain. Browser code (components/**, any "use client" file,
// and the browser-safe lib and domain modules they import) never imports server code. Every boundary is a
// pattern list for typescript-eslint's `no-restricted-imports` (no module resolution, so the run stays
// fast); layered code imports through the `@/` alias (relative imports are refused there) so the patterns
// see every import.
// Type-only imports (`import type`, `export type ... from`) are allowed everywhere: they leave no code behind.
// Separately, no module of the project may import itself back through others (`boundaries/no-cycles`,
// lint/import-cycles.mjs); type-only and lazy imports count there.
import { builtinModules } from "node:module";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";
import { importCycles } from "./lint/import-cycles.mjs";
import { untranslatedText } from "./lint/untranslated-text.mjs";

/** The lib modules browser code may import: no server code, and they import only each other. */
const BROWSER_SAFE_LIB = [
  "lib/*/options", // option lists no model stores (the others are in domain/; but see NOT_BROWSER_SAFE_LIB)
  "lib/*/types",
  "lib/validation/*", // zod schemas shared by forms and handlers
  "lib/contracts/**", // per-route contracts between browser and server, and their index
  "lib/errors", // domain error classes
  "lib/listings/query-words", // the declarative table of listing query words
  "lib/listings/query-string", // their lenient reading and canonical spelling
  "lib/listings/query-schema", // their zod parser
  "lib/listings/geo-words", // the map and distance words' reading and spelling
  "lib/listings/links/*", // the addresses and labels of the pages that search
  "lib/maps/tiles", // the maps' public tile settings
  "lib/auth/callback-url",
  "lib/auth/session-hint",
  "lib/brand",
  "lib/emi",
  "lib/format",
  "lib/images/photo-sources", // the optimiser's widths and a photo's sources: arithmetic
  "lib/plans",
  "lib/i18n/locales", // the languages and their addresses
  "lib/i18n/words", // words handed to client components, and their placeholders
  "lib/i18n/choices", // the option lists named in the page's language
  "lib/i18n/word-parts", // a message's placeholders filled with elements
  "lib/i18n/error-words", // the forms' messages in the page's language
];
/** Server modules whose names match BROWSER_SAFE_LIB: next-auth's options are not an option list. */
const NOT_BROWSER_SAFE_LIB = ["lib/auth/options"];
/**
 * Server components under components/ that read server code (the database, the logger, settings through
 * lib/site). Only pages and layouts render them; browser code may not import them.
 */
const SERVER_COMPONENTS = [
  "components/home/stats-strip", // the home page's figures, read from the database
  "components/layout/site-footer", // contact details from the settings (lib/site)
  "components/layout/site-header", // Call and WhatsApp for the phone menu, from the settings (lib/site)
  "components/property-detail/agent-card", // contact details from the settings (lib/site)
  "components/property-detail/property-json-ld", // absolute URLs from the settings (lib/site)
];
/** npm packages that only run on the server. */
const SERVER_PACKAGES = [
  "mongoose",
  "mongodb",
  "next/server",
  "next/headers",
  "next/cache",
  "server-only",
  "@node-rs/argon2",
  "cloudinary",
  "nodemailer",
  "pino",
  "razorpay",
];

const TESTS = ["**/__tests__/**", "**/*.test.ts", "**/*.test.tsx"];

const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
/** "lib/*\/options" -> a regex matching the import "@/lib/<one folder>/options"; "x/**" matches x and below. */
const specifier = (path) => "@/" + escape(path).replaceAll("/**", "(?:/.+)?").replaceAll("*", "[^/]+");
const anyOf = (paths) => `(?:${paths.map(specifier).join("|")})`;
const fileGlobs = (paths) => paths.map((path) => `${path.replace(/\*\*$/, "**/*")}.{ts,tsx}`);

/** One pattern of no-restricted-imports: a regex over the import's text, type-only imports allowed. */
const refuse = (regex, message) => ({ regex, message, caseSensitive: true, allowTypeImports: true });

const relative = refuse(
  "^\\.\\.?/(?!.*\\.css$)",
  "Import through the `@/` alias, so that the import boundaries see the import.",
);
const models = refuse(
  "^@/models(?:/|$)",
  "Only lib/<domain> code uses the models: call a lib/<domain> function (docs/architecture.md).",
);
const app = refuse("^@/app(?:/|$)", "Nothing imports app/: pages and route handlers are the top layer.");
const components = refuse("^@/components(?:/|$)", "lib/ and models/ never import components/: the UI sits above them.");
const authOptions = refuse(
  `^${anyOf(NOT_BROWSER_SAFE_LIB)}$`,
  "next-auth's options are server code, not a browser-safe option list.",
);
const serverLib = refuse(
  `^(?!${anyOf(BROWSER_SAFE_LIB)}$)@/lib(?:/|$)`,
  "Browser code imports only browser-safe lib modules (options, types, validation, contracts, errors, ...: " +
    "BROWSER_SAFE_LIB in eslint.config.mjs), never a domain's server face (@/lib/<domain>), db, env, log " +
    "or other server code. Talk to the server through callApi.",
);
const serverPackages = refuse(
  `^(?:${SERVER_PACKAGES.map(escape).join("|")})(?:/|$)|^next-auth(?:$|/(?!react$))`,
  "A server-only package: browser code never imports it.",
);
const nodeBuiltins = refuse(
  `^(?:node:|(?:${builtinModules
    .filter((name) => !name.startsWith("_"))
    .map(escape)
    .join("|")})(?:/|$))`,
  "A Node.js module: browser code never imports it.",
);
const serverComponents = refuse(
  `^${anyOf(SERVER_COMPONENTS)}$`,
  "A server component that reads server code: only pages and layouts render it.",
);
const modelLib = refuse(
  "^@/lib(?:/|$)",
  "Models never import lib/: the option lists, keywords and places they store are in domain/ (docs/architecture.md).",
);
const domainUp = refuse(
  "^@/(?:lib|models)(?:/|$)",
  "domain/ is the bottom layer: it imports only domain/ and browser-safe packages (docs/architecture.md).",
);

const e2eFromScripts = refuse(
  "^(?:@/|(?:\\.\\.?/)+)e2e(?:/|$)",
  "Scripts never import the browser journeys' code: what both need lives in scripts/ (scripts/stand-ins/).",
);

/** What browser code may not import (value imports). */
const BROWSER = [relative, models, app, authOptions, serverLib, serverPackages, nodeBuiltins, serverComponents];

/**
 * typescript-eslint's no-restricted-imports, also applied to `import("...")` with a literal module name
 * (components load some schemas lazily) and, for `use-client-imports`, only in files that start with the
 * "use client" directive (a config cannot select files by their content).
 */
const baseRule = tseslint.plugin.rules["no-restricted-imports"];
const isUseClient = (program) => {
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement" || !statement.directive) return false;
    if (statement.directive === "use client") return true;
  }
  return false;
};
const restrictedImports = (onlyUseClient) => ({
  meta: { ...baseRule.meta, docs: { description: "no-restricted-imports, also for import()" } },
  create(context) {
    if (onlyUseClient && !isUseClient(context.sourceCode.ast)) return {};
    const listeners = baseRule.create(context);
    if (!listeners.ImportDeclaration) return listeners;
    return {
      ...listeners,
      ImportExpression(node) {
        if (node.source.type !== "Literal" || typeof node.source.value !== "string") return;
        listeners.ImportDeclaration({ ...node, type: "ImportDeclaration", importKind: "value", specifiers: [] });
      },
    };
  },
});
const boundaries = {
  rules: {
    imports: restrictedImports(false),
    "use-client-imports": restrictedImports(true),
    "no-cycles": importCycles(import.meta.dirname),
  },
};

/**
 * The parts of the site that are read in three languages (docs/i18n.md): their markup takes every word from
 * the catalogues. A part joins this list when it moves into them.
 */
const TRANSLATED = [
  "app/[[]locale]/layout",
  "app/[[]locale]/not-found",
  "app/[[]locale]/(site)/layout",
  "app/[[]locale]/(site)/page",
  "app/[[]locale]/(site)/{about,services,pricing,contact,privacy,terms,coming-soon,login,register,forgot-password}/**",
  "app/[[]locale]/(site)/{properties,_place,_list,[[]kind]}/**",
  "components/{layout,i18n,home,about,services,pricing,legal,contact,places,maps,insights,property-detail}/**",
  "components/properties/**",
  "components/account/{auth-shell,login-form,register-wizard,otp-step,phone-code-steps,forgot-password-wizard,new-password-fields,google-button,sign-in-parts,step-indicator,members-search-benefits}",
  "app/[[]locale]/(site)/profile/**",
  "components/account/{profile-view,profile-form,profile-list,profile-words,profile-values,favourites-list,payment-history,visit-requests,subscription-card,avatar}",
  "components/profile/{my-listings,phone-verification,language-setting}",
  "app/[[]locale]/(site)/messages/**",
  "app/[[]locale]/(site)/notifications/**",
  "app/[[]locale]/(site)/alerts/unsubscribe/**",
  "components/messages/**",
  "components/profile/notification-settings",
  "components/alerts/unsubscribe-confirm",
  "app/[[]locale]/(site)/submit-property/**",
  "components/submit-property/**",
  "components/listing-form/{listing-form,listing-fields,shared-fields,location-fields,owner-sections,photo-picker,listing-photos,price-hint,submission-code-form,submitted-dialog,form-words}",
  "components/profile/{owner-edit-form,owner-photos}",
  "app/[[]locale]/(site)/compare/**",
  "app/[[]locale]/(site)/listing-availability/**",
  "components/alerts/{save-search-button,save-search-dialog}",
  "components/profile/saved-searches",
  "components/freshness/availability-confirm",
  "components/owners/gone-listing",
  "app/[[]locale]/(site)/error",
];
/** Words that read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = ["BHK", "WhatsApp", "Odisha Homes", "CCTV", "₹"];

const BROWSER_SAFE_LIB_FILES = fileGlobs(BROWSER_SAFE_LIB);
const SERVER_COMPONENT_FILES = fileGlobs(SERVER_COMPONENTS);
const patterns = (...list) => ["error", { patterns: list }];

export default defineConfig(
  {
    ignores: [
      ".next/**",
      ".data/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
      "next-env.d.ts",
    ],
  },
  {
    // Correctness rules only (no style rules): eslint's and typescript-eslint's recommended sets, without
    // the two that are about taste here (`require()` is used on purpose, tests type fakes as `any`).
    files: ["**/*.{ts,tsx,mts,mjs}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { boundaries },
    // Off: a few files carry `eslint-disable` comments for no-require-imports, which is off here.
    linterOptions: { reportUnusedDisableDirectives: "off" },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "boundaries/no-cycles": "error",
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: fileGlobs(TRANSLATED),
    ignores: TESTS,
    plugins: { i18n: { rules: { "untranslated-text": untranslatedText } } },
    rules: { "i18n/untranslated-text": ["error", { allow: SAME_IN_EVERY_LANGUAGE }] },
  },
  {
    // Playwright's fixtures take their dependencies as a destructured first argument, `({}, use)` for none.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },

  // ---- Layers (tests are outside them: they may reach into any layer) ----
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: { "boundaries/imports": patterns(relative, models) },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: [...TESTS, ...SERVER_COMPONENT_FILES],
    rules: { "boundaries/imports": patterns(...BROWSER) },
  },
  {
    // Server components: they may read lib's server code, still never models or app.
    files: SERVER_COMPONENT_FILES,
    rules: { "boundaries/imports": patterns(relative, models, app) },
  },
  {
    files: ["lib/**/*.{ts,tsx,mts}"],
    ignores: TESTS,
    rules: { "boundaries/imports": patterns(relative, app, components) },
  },
  {
    // The browser-safe lib modules are browser code themselves.
    files: BROWSER_SAFE_LIB_FILES,
    ignores: [...TESTS, ...fileGlobs(NOT_BROWSER_SAFE_LIB)],
    rules: { "boundaries/imports": patterns(...BROWSER, components) },
  },
  {
    files: ["models/**/*.ts"],
    ignores: TESTS,
    rules: { "boundaries/imports": patterns(relative, app, components, modelLib) },
  },
  {
    // The vocabulary below the models: option lists, keyword tokens, places and distances. Browser code too.
    files: ["domain/**/*.ts"],
    ignores: TESTS,
    rules: { "boundaries/imports": patterns(relative, app, components, domainUp, serverPackages, nodeBuiltins) },
  },
  {
    // Scripts run outside the app; the journeys in e2e/ import from them, never the other way.
    files: ["scripts/**/*.{ts,mts,mjs}"],
    ignores: TESTS,
    rules: { "boundaries/imports": patterns(e2eFromScripts) },
  },
  {
    // A "use client" file anywhere else (app/**/error.tsx, ...) is browser code too.
    files: ["**/*.{ts,tsx}"],
    ignores: [...TESTS, "components/**", ...BROWSER_SAFE_LIB_FILES],
    rules: { "boundaries/use-client-imports": patterns(...BROWSER) },
  },
);
