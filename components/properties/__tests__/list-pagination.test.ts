import { pageWindow } from "@/components/properties/list-pagination";

describe("list page pagination", () => {
  it("offers the first, last and nearby page numbers with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });
});
