import { createHash } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** The sources of one directive of a Content-Security-Policy header (empty when it has none). */
export function directive(policy: string, name: string): string[] {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

/**
 * The inline scripts of a page that a browser would run and the given policy would block: neither their
 * SHA-256 nor their nonce is among the policy's script sources. (Script blocks of data, such as JSON-LD,
 * never run and are left out.)
 */
export function inlineScriptsNotAllowed(html: string, policy: string): string[] {
  const sources = new Set(directive(policy, "script-src"));
  const blocked: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (type && !/^(text\/javascript|module)$/i.test(type)) continue;
    const nonce = /\snonce\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
    if (!sources.has(hash) && !(nonce && sources.has(`'nonce-${nonce}'`))) blocked.push(body.slice(0, 80));
  }
  return blocked;
}

/**
 * Collects what the page's Content-Security-Policy refused, for every document the page loads: the
 * `securitypolicyviolation` events and the browser's console reports. (The init script is not subject to the
 * policy: the browser runs it itself.)
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      ),
    );
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations)),
  ];
}

/** Waits until React has hydrated the document: it marks each element it took over with its fiber. */
export async function expectHydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$"))))
    .toBe(true);
}
