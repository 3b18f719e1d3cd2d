import { appendFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { FullResult, Reporter, TestCase } from "@playwright/test/reporter";

/**
 * Appends one line per journey that failed or passed only on its retry to the file named by E2E_OUTCOMES,
 * plus a count line per pass. `npm run test:e2e` runs two passes and prints this file last, so the end of a
 * long log names every journey that needs a look, whichever pass it ran in.
 */
export default class OutcomeReporter implements Reporter {
  private readonly tests: TestCase[] = [];

  onTestEnd(test: TestCase) {
    if (!this.tests.includes(test)) this.tests.push(test);
  }

  onEnd(result: FullResult) {
    const file = process.env.E2E_OUTCOMES;
    if (!file) return;
    const counts = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
    const lines: string[] = [];
    for (const test of this.tests) {
      const outcome = test.outcome();
      counts[outcome] += 1;
      if (outcome !== "unexpected" && outcome !== "flaky") continue;
      const project = test.parent.project()?.name ?? "?";
      const where = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
      const failed = test.results.find((r) => r.status !== "passed" && r.status !== "skipped");
      const message = stripVTControlCharacters(failed?.error?.message ?? failed?.status ?? "");
      const reason = message.split("\n")[0].slice(0, 200);
      lines.push(
        `  ${outcome === "flaky" ? "FLAKY " : "FAILED"} [${project}] ${where} › ${test.title}\n         ${reason}`,
      );
    }
    const projects = [...new Set(this.tests.map((t) => t.parent.project()?.name))].join(", ");
    lines.unshift(
      `[${projects}] ${result.status}: ${counts.expected} passed, ${counts.flaky} flaky, ${counts.unexpected} failed`,
    );
    appendFileSync(file, `${lines.join("\n")}\n`);
  }

  printsToStdio() {
    return false;
  }
}
