import { boundsQueryAt } from "@/scripts/bench/bench-listings-queries";
import {
  BURST_MAP_SEARCHES,
  BURST_PAGES,
  evaluateMemory,
  memoryFiguresTable,
  placePageAt,
  type MemoryRun,
} from "@/scripts/bench/bench-memory";

const MB = 1024 * 1024;

function run(rssMb: { atStart: number; peak: number; afterBurst: number; afterIdle: number }, non2xx = 0): MemoryRun {
  return {
    idleSeconds: 300,
    burst: {
      pages: 2000,
      mapSearches: 2000,
      inFlight: 10,
      seconds: 240.5,
      byStatus: { "200": 4000 - non2xx, ...(non2xx ? { "429": non2xx } : {}) },
      non2xx,
      refusedBusy: non2xx,
      errors: 0,
    },
    rss: {
      atStart: rssMb.atStart * MB,
      peak: rssMb.peak * MB,
      afterBurst: rssMb.afterBurst * MB,
      afterIdle: rssMb.afterIdle * MB,
    },
    burstSamples: [rssMb.peak * MB],
  };
}

describe("the memory figures", () => {
  it("passes when RSS stays under 700 MB and returns within 10% of the start after idling", () => {
    const checks = evaluateMemory(run({ atStart: 500, peak: 690, afterBurst: 650, afterIdle: 550 }));
    expect(checks.map((c) => [c.name, c.pass, c.measured])).toEqual([
      ["server RSS at the start, before the burst: < 700 MB", true, "500 MB"],
      ["server RSS peak during the burst (sampled every 1 s): < 700 MB", true, "690 MB"],
      ["server RSS after the burst: < 700 MB", true, "650 MB"],
      ["server RSS after 300 s idle: < 700 MB, within 10% of the start (<= 550 MB)", true, "550 MB"],
      [
        "memory burst (2,000 place pages and 2,000 map searches, each distinct): every answer 2xx, 0 errors",
        true,
        "0 non-2xx, 0 errors in 240.5 s",
      ],
    ]);
  });

  it("fails a peak of 700 MB, an idle level more than 10% above the start, and a burst with refusals", () => {
    const checks = evaluateMemory(run({ atStart: 500, peak: 700, afterBurst: 600, afterIdle: 551 }, 3));
    expect(checks.filter((c) => !c.pass).map((c) => c.measured)).toEqual([
      "700 MB",
      "551 MB",
      "3 non-2xx, 0 errors in 240.5 s",
    ]);
  });

  it("prints each reading with its target and verdict, and the burst's answers", () => {
    const lines = memoryFiguresTable(run({ atStart: 500, peak: 720, afterBurst: 650, afterIdle: 520 }, 2)).split("\n");
    const cells = (row: string) => row.split("|").map((cell) => cell.trim());
    expect(lines.slice(2, 6).map((row) => [cells(row)[1], cells(row)[2], cells(row)[4]])).toEqual([
      ["at the start, before the burst", "500", "PASS"],
      ["peak during the burst (sampled every 1 s)", "720", "FAIL"],
      ["after the burst", "650", "PASS"],
      ["after 300 s idle", "520", "PASS"],
    ]);
    expect(lines[6]).toBe(
      "The burst: 2,000 place pages and 2,000 map searches, each distinct, 10 in flight, 240.5 s; 2 non-2xx (2x429), " +
        "0 errors; 2 map searches refused as busy",
    );
  });

  it("asks for distinct place pages and map areas, each box of one size", () => {
    const pages = Array.from({ length: BURST_PAGES }, (_, n) => placePageAt(n));
    expect(new Set(pages).size).toBe(BURST_PAGES);
    expect(pages.slice(0, 2)).toEqual([
      "/rent/bhubaneswar/patia?maxPrice=10000",
      "/buy/bhubaneswar/patia?maxPrice=3001000",
    ]);
    const boxes = Array.from({ length: BURST_MAP_SEARCHES }, (_, n) => boundsQueryAt(n));
    expect(new Set(boxes).size).toBe(BURST_MAP_SEARCHES);
    for (const query of [boxes[0], boxes[1999]]) {
      const [south, west, north, east] = new URLSearchParams(query).get("bounds")!.split(",").map(Number);
      expect([north - south, east - west].map((d) => d.toFixed(5))).toEqual(["0.04000", "0.04000"]);
    }
  });
});
