import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type Plugin,
} from "chart.js";
import { formatAxis, formatFigure, monthIn, type InsightWords } from "@/components/insights/price-format";
import type { TrendTab } from "@/components/insights/trend-data";
import { fillWords } from "@/lib/i18n/words";
import type { Locale } from "@/lib/i18n/locales";

// Loaded only when a price trend nears the screen (trend-chart.tsx): chart.js's line chart and nothing else
// of it, registered once.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler, Tooltip);

const BRAND = "#4f46e5";
const BAND = "rgba(79, 70, 229, 0.15)";

/** Writes each month's listing count under its point, just above the axis: every figure shows its basis. */
const countsUnderPoints = (counts: number[], family: string): Plugin<"line"> => ({
  id: "countsUnderPoints",
  afterDatasetsDraw(chart) {
    const { ctx, chartArea, scales } = chart;
    ctx.save();
    ctx.font = `10px ${family}`;
    ctx.fillStyle = "#475569";
    ctx.textAlign = "center";
    counts.forEach((count, i) => ctx.fillText(String(count), scales.x.getPixelForValue(i), chartArea.bottom - 4));
    ctx.restore();
  },
});

/** Draws one tab's months on the canvas; answers how to take the chart down. */
export function drawTrend(
  canvas: HTMLCanvasElement,
  tab: TrendTab,
  words: InsightWords,
  locale: Locale = "en",
): () => void {
  const format = (value: number) => formatFigure(tab.type, tab.measure, value, words, locale);
  // A canvas draws with the fonts it is told, not the page's: the page's own family (on an Odia or Hindi page
  // the script's self-hosted font first, app/[locale]/fonts.ts), so the months and figures match the text.
  const family = getComputedStyle(canvas).fontFamily;
  const font = { family };
  const chart = new Chart(canvas, {
    type: "line",
    data: {
      labels: tab.months.map((m) => monthIn(words, m.month)),
      datasets: [
        {
          label: words.trend.upper,
          data: tab.months.map((m) => m.p75),
          borderWidth: 0,
          pointRadius: 0,
          fill: "+1",
          backgroundColor: BAND,
        },
        { label: words.trend.lower, data: tab.months.map((m) => m.p25), borderWidth: 0, pointRadius: 0 },
        {
          label: words.trend.line,
          data: tab.months.map((m) => m.median),
          borderColor: BRAND,
          backgroundColor: BRAND,
          pointRadius: 3,
          tension: 0.2,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: "index", intersect: false },
      layout: { padding: { bottom: 4 } },
      scales: {
        x: { ticks: { maxRotation: 0, autoSkipPadding: 12, font }, grid: { display: false } },
        y: { ticks: { callback: (value) => formatAxis(Number(value), locale), font } },
      },
      plugins: {
        tooltip: {
          titleFont: font,
          bodyFont: font,
          footerFont: font,
          callbacks: {
            label: (item) => (item.raw === null ? "" : `${item.dataset.label}: ${format(Number(item.raw))}`),
            footer: (items) =>
              fillWords(words.trend.footer, { count: tab.months[items[0]?.dataIndex ?? 0]?.count ?? 0 }),
          },
        },
      },
    },
    plugins: [
      countsUnderPoints(
        tab.months.map((m) => m.count),
        family,
      ),
    ],
  });
  return () => chart.destroy();
}
