import { describeSearch } from "@/lib/alerts/search-name";

// The name a saved search is offered (and given, when saved without one): in the page's language, known
// places in its script, words a person typed as typed, each language's own order of the parts.

describe("a saved search's suggested name", () => {
  it("in English, as it always read", () => {
    expect(describeSearch("type=rent&bhk=2&q=Patia&maxPrice=20000")).toBe("2 BHK for rent in Patia under ₹20,000");
    expect(describeSearch("type=sale&furnishing=Semi-Furnished&locality=Patia&minPrice=5000000")).toBe(
      "Homes semi-furnished for sale in Patia from ₹50 Lakh",
    );
    expect(describeSearch("type=land&city=Bhubaneswar&minPrice=100000&maxPrice=900000&postedBy=owner")).toBe(
      "Plots and land in Bhubaneswar ₹1 Lakh to ₹9 Lakh by owners",
    );
    expect(describeSearch("")).toBe("Homes");
  });

  it("in Odia: places in Odia script, the place first, amounts with Indian grouping", () => {
    expect(describeSearch("type=rent&bhk=2&locality=Patia&maxPrice=20000", "or")).toBe(
      "ପାଟିଆରେ ଭଡ଼ା ପାଇଁ 2 BHK ₹20,000 ଯାଏଁ",
    );
    expect(describeSearch("type=land&city=Bhubaneswar&postedBy=owner", "or")).toBe("ଭୁବନେଶ୍ୱରରେ ପ୍ଲଟ୍ ଓ ଜମି ମାଲିକଙ୍କ ଦ୍ୱାରା");
  });

  it("in Hindi, with furnishing, a landmark and a price range", () => {
    expect(
      describeSearch(
        "type=rent&bhk=3&furnishing=Furnished&city=Bhubaneswar&nearby=Infocity&minPrice=10000&maxPrice=25000",
        "hi",
      ),
    ).toMatch(/^भुवनेश्वर में \S.* के पास किराये के लिए फ़र्निश्ड 3 BHK ₹10,000 से ₹25,000$/);
    expect(describeSearch("type=sale", "hi")).toBe("बिक्री के लिए घर");
  });

  it("keeps words a person typed as typed, in any language", () => {
    expect(describeSearch("type=rent&q=Old Town Lane", "or")).toBe("Old Town Laneରେ ଭଡ଼ା ପାଇଁ ଘର");
    expect(describeSearch("type=rent&q=Old Town Lane", "hi")).toBe("Old Town Lane में किराये के लिए घर");
  });

  it("is at most 80 characters", () => {
    const long = describeSearch(`type=rent&q=${"x".repeat(100)}`, "hi");
    expect(long.length).toBeLessThanOrEqual(80);
  });
});
