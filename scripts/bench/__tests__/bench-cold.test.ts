import { coldRendersTable, evaluateColdRenders, type ColdRender } from "@/scripts/bench/bench-cold";

const render = (label: string, path: string, ms: number, status = 200): ColdRender => ({
  label,
  path,
  status,
  ms,
  bytes: 110 * 1024,
  cache: "MISS",
});

describe("cold renders", () => {
  it("passes a first answer of 200 under 2 s, and fails a slower one or one that is not a page", () => {
    const checks = evaluateColdRenders([
      render("home", "/", 1999),
      render("locality page", "/rent/bhubaneswar/patia", 2000),
      render("city page", "/rent/bhubaneswar", 300, 308),
    ]);
    expect(checks.map((c) => [c.name, c.pass, c.measured])).toEqual([
      ["home, first answer after a start, nothing cached: 200 in < 2 s", true, "1999 ms, status 200"],
      ["locality page, first answer after a start, nothing cached: 200 in < 2 s", false, "2000 ms, status 200"],
      ["city page, first answer after a start, nothing cached: 200 in < 2 s", false, "300 ms, status 308"],
    ]);
  });

  it("prints each page with its address, status, cache header, size and time beside the target", () => {
    const rows = coldRendersTable([render("home", "/", 1234)]).split("\n");
    const cells = (row: string) => row.split("|").map((cell) => cell.trim());
    expect(cells(rows[0])).toContain("first answer after a start, nothing cached");
    expect(cells(rows[2])).toEqual(["", "home `/`", "200", "MISS", "110", "1234", "200 in < 2000 ms", ""]);
  });
});
