import { chromium, type Page } from "@playwright/test";
import { chromiumPath } from "../chromium";

/**
 * How long a signed-in person waits in a real browser: from the start of the navigation until the profile
 * shows its form with no list still loading, and until a public page's header shows their name (a page after
 * the first, as people move through the site). Each is measured `runs` times, one after another, on the
 * server under test; the medians and the slowest are printed.
 */
export type SignedInWait = { label: string; medianMs: number; slowestMs: number; runs: number };

async function timed(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<number> {
  await page.goto(path, { waitUntil: "commit" });
  await ready(page);
  return page.evaluate(() => Math.round(performance.now()));
}

export async function timeSignedInWaits(baseUrl: string, cookieHeader: string, runs = 5): Promise<SignedInWait[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
    await context.addCookies(
      cookieHeader.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name, value: value.join("="), url: baseUrl };
      }),
    );
    const page = await context.newPage();
    const profileReady = async (p: Page) => {
      await p.getByRole("button", { name: "Edit Profile" }).waitFor({ timeout: 60_000 });
      await p.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, {
        timeout: 60_000,
      });
    };
    const headerReady = (p: Page) => p.getByText("Welcome,").first().waitFor({ timeout: 60_000 });
    const waits: SignedInWait[] = [];
    for (const [label, path, ready] of [
      ["profile, whole", "/profile", profileReady],
      ["header, signed in (/pricing)", "/pricing", headerReady],
    ] as const) {
      await timed(page, path, ready); // the first visit compiles nothing, but fills the browser's caches
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await timed(page, path, ready));
      times.sort((a, b) => a - b);
      waits.push({ label, medianMs: times[Math.floor(times.length / 2)], slowestMs: times.at(-1)!, runs });
    }
    return waits;
  } finally {
    await browser.close();
  }
}

export function signedInTable(waits: SignedInWait[]): string {
  return [
    "A signed-in person's wait in Chromium, from navigation to ready",
    ...waits.map(
      (w) =>
        `  ${w.label.padEnd(30)} median ${String(w.medianMs).padStart(5)} ms  slowest ${String(w.slowestMs).padStart(5)} ms  (${w.runs} runs)`,
    ),
  ].join("\n");
}
