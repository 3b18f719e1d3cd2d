import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_LISTINGS_FILE, readDemoListings } from "@/scripts/demo-listings";

const shipped = JSON.parse(readFileSync(DEMO_LISTINGS_FILE, "utf8")) as Array<Record<string, unknown>>;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "demo-listings-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function catalogueFile(name: string, content: string) {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe("the demo catalogue file", () => {
  it("reads every listing of the shipped file", () => {
    const listings = readDemoListings();
    expect(listings).toHaveLength(shipped.length);
    expect(listings[0].title).toBe(shipped[0].title);
    expect(listings.every((listing) => listing.nearby.every((place) => place.length === 3))).toBe(true);
  });

  it("names the listing and the field of a broken entry", () => {
    const broken = shipped.map((listing) => ({ ...listing }));
    broken[3] = { ...broken[3], furnishing: "Half-Furnished" };
    delete broken[5].price;
    const file = catalogueFile("broken.json", JSON.stringify(broken));
    expect(() => readDemoListings(file)).toThrow(/is not a valid demo catalogue/);
    expect(() => readDemoListings(file)).toThrow(/at 3\.furnishing/);
    expect(() => readDemoListings(file)).toThrow(/at 5\.price/);
  });

  it("refuses a field it does not know, so a misspelt one is not silently dropped", () => {
    const misspelt = [{ ...shipped[0], bachelor: true }];
    expect(() => readDemoListings(catalogueFile("misspelt.json", JSON.stringify(misspelt)))).toThrow(/at 0/);
  });

  it("names the file when it is not JSON", () => {
    const file = catalogueFile("truncated.json", JSON.stringify(shipped).slice(0, 200));
    expect(() => readDemoListings(file)).toThrow(`${file} is not readable JSON`);
  });
});
