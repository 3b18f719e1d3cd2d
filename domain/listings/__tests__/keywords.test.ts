import { buildKeywords, queryTokens, tokenize } from "@/domain/listings/keywords";

describe("keyword tokens", () => {
  it("lower-cases, drops Latin accents and splits on anything that is not a letter or digit", () => {
    expect(tokenize("Pātia Square, near KIIT-6 (Bhubaneswar)")).toEqual([
      "patia",
      "square",
      "near",
      "kiit",
      "6",
      "bhubaneswar",
    ]);
  });

  it("keeps words of other scripts whole, marks included", () => {
    expect(tokenize("ସହିଦ ନଗର")).toEqual(["ସହିଦ", "ନଗର"]);
  });

  it("stores every prefix of every word, and letter and digit runs of mixed words", () => {
    const words = buildKeywords("2BHK Patia", undefined, null);
    expect(words).toEqual(expect.arrayContaining(["p", "pa", "pat", "pati", "patia", "2bhk", "2", "bhk", "b"]));
    expect(words).not.toContain("atia");
  });

  it("bounds a query to 8 distinct tokens", () => {
    expect(queryTokens("a b c d e f g h i j a")).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect(queryTokens("  ,;  ")).toEqual([]);
  });
});
