import { fillWords } from "@/lib/i18n/words";

describe("fillWords", () => {
  it("fills every named placeholder, as often as it appears", () => {
    expect(fillWords("{count} ଟି ଘର, {place}ରେ · {count}", { count: 3, place: "ପାଟିଆ" })).toBe("3 ଟି ଘର, ପାଟିଆରେ · 3");
  });

  it("leaves a placeholder without a value as written, and text without one as it is", () => {
    expect(fillWords("Results: {count} in {place}", { count: 0 })).toBe("Results: 0 in {place}");
    expect(fillWords("No homes here yet", {})).toBe("No homes here yet");
  });
});
