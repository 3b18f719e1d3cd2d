import type { Page } from "@playwright/test";

type ShiftWindow = { __shift: number; __shifts: string[] };

/**
 * Starts adding up the page's layout shifts as the browser scores them (CLS), from its first paint on, and
 * keeps what moved in each (element, from and to), so a failing check can say which element it was.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as ShiftWindow;
    w.__shift = 0;
    w.__shifts = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? "?";
      const id = node.id ? `#${node.id}` : "";
      const classes = typeof node.className === "string" ? node.className.trim().split(/\s+/).slice(0, 3) : [];
      const label = node.getAttribute("aria-label") ?? node.textContent?.trim().slice(0, 30) ?? "";
      return `${node.tagName.toLowerCase()}${id}${classes.map((c) => `.${c}`).join("")} "${label}"`;
    };
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        const moved = entry.sources.map((s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`);
        w.__shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The sum of unexpected shifts so far, in [0, ∞), after two frames (shifts are reported a frame late), and one
 * line per shift naming what moved: the message of a failed check.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; report: string }> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { total, lines } = await page.evaluate(() => {
    const w = window as unknown as ShiftWindow;
    return { total: w.__shift, lines: w.__shifts };
  });
  return { total, report: `layout shifts:\n${lines.join("\n") || "none"}` };
}
