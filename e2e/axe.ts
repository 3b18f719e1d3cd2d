import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Rules below "serious" that the site still holds itself to: two landmarks of one kind with one name leave a
 * screen reader's landmark list ambiguous.
 */
const HELD_MODERATE = new Set(["landmark-unique"]);

/**
 * Fails the test when axe finds a serious or critical violation on the page as it is now: WCAG 2.0-2.2 A
 * and AA (target sizes included), axe's best practices, and the label-in-name rule axe still calls
 * experimental (a button whose visible words are not in its name cannot be spoken to).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"])
    .analyze();
  const failing = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical" || HELD_MODERATE.has(v.id),
  );
  const summary = failing.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
