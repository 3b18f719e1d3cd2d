import { execFileSync } from "node:child_process";

/**
 * The import boundaries of eslint.config.mjs, checked on snippets linted as if they were files of the
 * project. ESLint loads its config with a dynamic import, which jest's module system does not run, so the
 * snippets are linted by a separate node process through ESLint's Node API.
 */
type Snippet = { filePath: string; code: string };
type Outcome = { ruleId: string | null; message: string }[];

const LINT_SNIPPETS = `
import { ESLint } from "eslint";
let input = "";
for await (const chunk of process.stdin) input += chunk;
// The snippets import names they never use.
const eslint = new ESLint({ overrideConfig: { rules: { "@typescript-eslint/no-unused-vars": "off" } } });
const results = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
`;

function lint(snippets: Snippet[]): Outcome[] {
  const output = execFileSync(process.execPath, ["--input-type=module", "--eval", LINT_SNIPPETS], {
    input: JSON.stringify(snippets),
    encoding: "utf8",
  });
  return JSON.parse(output) as Outcome[];
}

/** [file, import statement(s), what ESLint says: "ok" or a few words of the boundary's message] */
const CASES: [string, string, string][] = [
  // Browser code: components/**
  ["components/x.tsx", 'import { getCachedProperty } from "@/lib/listings";', "browser-safe lib modules"],
  ["components/x.tsx", 'import { getCachedProperty } from "@/lib/listings/index";', "browser-safe lib modules"],
  ["components/x.tsx", 'import { findProperties } from "@/lib/listings/reads";', "browser-safe lib modules"],
  ["components/x.tsx", 'import { connectDb } from "@/lib/db";', "browser-safe lib modules"],
  ["components/x.tsx", 'import { env } from "@/lib/env";', "browser-safe lib modules"],
  ["components/x.tsx", 'import { log } from "@/lib/log";', "browser-safe lib modules"],
  ["components/x.tsx", 'import { siteContact } from "@/lib/site";', "browser-safe lib modules"],
  ["components/x.tsx", 'import { authOptions } from "@/lib/auth/options";', "next-auth's options"],
  ["components/x.tsx", 'import { Property } from "@/models/Property";', "Only lib/<domain> code uses the models"],
  ["components/x.tsx", 'import mongoose from "mongoose";', "server-only package"],
  ["components/x.tsx", 'import { NextResponse } from "next/server";', "server-only package"],
  ["components/x.tsx", 'import { cookies } from "next/headers";', "server-only package"],
  ["components/x.tsx", 'import { getServerSession } from "next-auth";', "server-only package"],
  ["components/x.tsx", 'import { readFile } from "node:fs/promises";', "Node.js module"],
  ["components/x.tsx", 'import path from "path";', "Node.js module"],
  ["components/x.tsx", 'import { StatsStrip } from "@/components/home/stats-strip";', "server component"],
  ["components/x.tsx", 'import { helper } from "./helper";', "`@/` alias"],
  ["components/x.tsx", 'export const load = () => import("@/lib/listings");', "browser-safe lib modules"],
  ["components/x.tsx", 'export { getCachedProperty } from "@/lib/listings";', "browser-safe lib modules"],
  ["components/x.tsx", 'import type { PropertyStats } from "@/lib/listings";', "ok"],
  ["components/x.tsx", 'import { type PropertyStats } from "@/lib/listings";', "ok"],
  ["components/x.tsx", 'export type { PropertyDoc } from "@/models/Property";', "ok"],
  ["components/x.tsx", 'import { LISTING_TYPES } from "@/domain/listings/options";', "ok"],
  ["components/x.tsx", 'import { ROLES } from "@/domain/accounts/options";', "ok"],
  ["components/x.tsx", 'import { placeSlug } from "@/domain/geo/place-slug";', "ok"],
  ["components/x.tsx", 'import { NOTIFICATION_KINDS } from "@/lib/notifications/options";', "ok"],
  ["components/x.tsx", 'import type { PropertyJson } from "@/lib/listings/types";', "ok"],
  ["components/x.tsx", 'import { loginSchema } from "@/lib/validation/auth";', "ok"],
  ["components/x.tsx", 'import { listingContract } from "@/lib/contracts/listings";', "ok"],
  ["components/x.tsx", 'import { admin } from "@/lib/contracts";', "ok"],
  ["components/x.tsx", 'import { NotFoundError } from "@/lib/errors";', "ok"],
  ["components/x.tsx", 'import { LISTING_QUERY_WORDS } from "@/lib/listings/query-words";', "ok"],
  ["components/x.tsx", 'import { listingQueryString } from "@/lib/listings/query-string";', "ok"],
  ["components/x.tsx", 'import { placeHref } from "@/lib/listings/links/place-pages";', "ok"],
  ["components/x.tsx", 'import { listingQuerySchema } from "@/lib/listings/query-schema";', "ok"],
  ["components/x.tsx", 'import { x } from "@/lib/contractsx";', "browser-safe lib modules"],
  ["components/x.tsx", 'import { formatPrice } from "@/lib/format";', "ok"],
  ["components/x.tsx", 'import { SITE_NAME } from "@/lib/brand";', "ok"],
  ["components/x.tsx", 'import { signIn } from "next-auth/react";', "ok"],
  ["components/x.tsx", 'import { useRouter } from "next/navigation";', "ok"],
  ["components/x.tsx", 'export const load = () => import("@/lib/validation/payment");', "ok"],
  // "use client" files outside components/ are browser code too; other app files are not
  ["app/(site)/x/error.tsx", '"use client"; import { log } from "@/lib/log";', "browser-safe lib modules"],
  ["app/(site)/x/error.tsx", '"use client"; import mongoose from "mongoose";', "server-only package"],
  ["app/(site)/x/error.tsx", '"use client"; import { formatPrice } from "@/lib/format";', "ok"],
  ["app/(site)/x/page.tsx", 'import { log } from "@/lib/log";', "ok"],
  // app/: lib and components, never models
  ["app/(site)/x/page.tsx", 'import { getCachedProperty } from "@/lib/listings";', "ok"],
  ["app/(site)/x/page.tsx", 'import { Logo } from "@/components/layout/logo";', "ok"],
  ["app/api/x/route.ts", 'import { Property } from "@/models/Property";', "Only lib/<domain> code uses the models"],
  ["app/api/x/route.ts", 'import type { PropertyDoc } from "@/models/Property";', "ok"],
  // The server components under components/ may read server code, never models
  ["components/home/stats-strip.tsx", 'import { getCachedPropertyStats } from "@/lib/listings";', "ok"],
  ["components/home/stats-strip.tsx", 'import { Property } from "@/models/Property";', "Only lib/<domain> code"],
  // lib/: never app or components; its browser-safe modules are browser code
  ["lib/listings/reads.ts", 'import { Property } from "@/models/Property";', "ok"],
  ["lib/listings/reads.ts", 'import { Logo } from "@/components/layout/logo";', "never import components/"],
  ["lib/listings/reads.ts", 'import { GET } from "@/app/api/property/property/route";', "Nothing imports app/"],
  ["lib/listings/links/list-page.ts", 'import { env } from "@/lib/env";', "browser-safe lib modules"],
  ["lib/notifications/options.ts", 'import { env } from "@/lib/env";', "browser-safe lib modules"],
  ["lib/validation/x.ts", 'import { connectDb } from "@/lib/db";', "browser-safe lib modules"],
  ["lib/validation/x.ts", 'import { PAYMENT_PROVIDERS } from "@/domain/payments/options";', "ok"],
  ["lib/auth/options.ts", 'import { env } from "@/lib/env";', "ok"],
  // models/: domain/, never lib/
  ["models/X.ts", 'import { ROLES } from "@/domain/accounts/options";', "ok"],
  ["models/X.ts", 'import { buildKeywords } from "@/domain/listings/keywords";', "ok"],
  ["models/X.ts", 'import { env } from "@/lib/env";', "Models never import lib/"],
  ["models/X.ts", 'import { loginSchema } from "@/lib/validation/auth";', "Models never import lib/"],
  ["models/X.ts", 'import { authOptions } from "@/lib/auth/options";', "Models never import lib/"],
  ["models/X.ts", 'import { NOTIFICATION_KINDS } from "@/lib/notifications/options";', "Models never import lib/"],
  ["models/X.ts", 'import type { PropertyJson } from "@/lib/listings/types";', "ok"],
  // domain/: the bottom layer, browser-safe
  ["domain/x/options.ts", 'import { CODE_CHANNELS } from "@/domain/otp/options";', "ok"],
  ["domain/x/options.ts", 'import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";', "ok"],
  ["domain/x/options.ts", 'import { formatPrice } from "@/lib/format";', "domain/ is the bottom layer"],
  ["domain/x/options.ts", 'import { User } from "@/models/User";', "domain/ is the bottom layer"],
  ["domain/x/options.ts", 'import mongoose from "mongoose";', "server-only package"],
  ["domain/x/options.ts", 'import path from "node:path";', "Node.js module"],
  ["domain/x/options.ts", 'import { x } from "./x";', "`@/` alias"],
  // scripts/: never the journeys' code in e2e/
  ["scripts/x.ts", 'import { mailsTo } from "../e2e/support/inbox";', "Scripts never import"],
  ["scripts/bench/x.ts", 'import { mailsTo } from "../../e2e/support/inbox";', "Scripts never import"],
  ["scripts/x.mjs", 'import { x } from "@/e2e/support/toasts";', "Scripts never import"],
  ["scripts/x.mjs", 'import { startServices } from "./stand-ins/services.mjs";', "ok"],
  ["scripts/bench/x.ts", 'import { mailsTo } from "../stand-ins/mailbox";', "ok"],
  // Tests may reach into any layer
  ["components/__tests__/x.test.ts", 'import { readFileSync } from "node:fs";', "ok"],
  ["lib/http/__tests__/x.test.ts", 'import { GET } from "@/app/api/property/property/route";', "ok"],
];

describe("import boundaries (eslint.config.mjs)", () => {
  const outcomes = lint(CASES.map(([filePath, code]) => ({ filePath, code: `${code}\n` })));

  test.each(CASES.map((row, index) => [...row, index] as const))("%s: %s -> %s", (_file, _code, expected, index) => {
    const messages = outcomes[index].filter((m) => !m.ruleId || m.ruleId.startsWith("boundaries/"));
    const other = outcomes[index].filter((m) => m.ruleId && !m.ruleId.startsWith("boundaries/"));
    expect(other).toEqual([]);
    if (expected === "ok") {
      expect(messages).toEqual([]);
    } else {
      expect(messages).toHaveLength(1);
      expect(messages[0].message).toContain(expected);
    }
  });
});
