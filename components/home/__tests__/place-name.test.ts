import { localityName } from "@/components/home/place-name";

describe("a home page locality in the page's language", () => {
  it("is the Odia or Hindi name of a known locality, by its slug", () => {
    expect(localityName("Saheed Nagar", "or")).toBe("ସହିଦ ନଗର");
    expect(localityName("KIIT Square", "hi")).toBe("किट चौक");
  });

  it("stays as stored on English pages, and for a locality the table does not know", () => {
    expect(localityName("Saheed Nagar", "en")).toBe("Saheed Nagar");
    expect(localityName("Somewhere New", "or")).toBe("Somewhere New");
  });
});
