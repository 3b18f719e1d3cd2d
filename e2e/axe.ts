import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * What one axe pass may add to its journey's limit. axe weighs every element of the page against every rule:
 * a page of two dozen cards takes it seconds on a quiet machine and over a minute on a busy two-core one, where
 * a journey's own limit (playwright.config.ts) was spent before axe had finished.
 */
const AXE_PASS_ALLOWANCE_MS = 120_000;

/**
 * Rules below "serious" that the site still holds itself to: two landmarks of one kind with one name leave a
 * screen reader's landmark list ambiguous.
 */
const HELD_MODERATE = new Set(["landmark-unique"]);

/**
 * What axe finds on the page as it is now that the site does not accept, one line each: serious or critical
 * violations of WCAG 2.0-2.2 A and AA (target sizes included), of axe's best practices, and of the
 * label-in-name rule axe still calls experimental (a button whose visible words are not in its name cannot
 * be spoken to), and the moderate rules held above.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  const info = test.info();
  info.setTimeout(info.timeout + AXE_PASS_ALLOWANCE_MS);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || HELD_MODERATE.has(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** Fails the test when the page has a violation a11yViolations reports. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await a11yViolations(page), `accessibility violations on ${page.url()}`).toEqual([]);
}
