import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PropertyFacts } from "@/components/property-detail/property-facts";
import { PropertyHero } from "@/components/property-detail/property-hero";
import { propertyStructuredData } from "@/components/property-detail/property-json-ld";
import type { PropertyJson } from "@/lib/listings/types";
import en from "@/messages/en";
import hi from "@/messages/hi";
import or from "@/messages/or";

// The listing's own page in Odia and Hindi: the site's words and the facts chosen from option lists in the
// page's language, what the owner typed as typed, digits Western.

const listing = {
  _id: "64b7f0c2a1b2c3d4e5f60718",
  title: "Sunny 2 BHK near KIIT",
  description: "Corner flat, morning sun.",
  type: "rent",
  propertyType: "Flats/Apartments",
  price: 18000,
  securityDeposit: 36000,
  bhk: 2,
  bathrooms: 2,
  furnishing: "Semi-Furnished",
  facing: "North-East",
  floorNo: 0,
  totalFloors: 4,
  maintenanceMonthly: 1500,
  bachelorsAllowed: true,
  postedBy: "owner",
  superBuiltupArea: { value: 1250, unit: "sqft" },
  amenities: ["Parking"],
  location: { address: "Lane 4, Patia", locality: "Patia", city: "Bhubaneswar", state: "Odisha" },
  createdAt: "2026-11-13T19:00:00Z",
  images: [],
  pictures: [],
} as unknown as PropertyJson;

function facts(locale: "en" | "or" | "hi"): Record<string, string> {
  const messages = { en, or, hi }[locale];
  const html = renderToStaticMarkup(
    createElement(PropertyFacts, {
      property: listing,
      locale,
      words: messages.Listing.facts,
      choices: messages.Choices,
    }),
  );
  const rows = [...html.matchAll(/<th[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td>/g)];
  return Object.fromEntries(rows.map(([, label, value]) => [label, value]));
}

describe("the listing's details table", () => {
  it("reads as it always did in English", () => {
    expect(facts("en")).toMatchObject({
      "Super built-up area": "1,250 sq.ft",
      Facing: "North-East",
      Floor: "Ground of 4",
      Furnishing: "Semi-Furnished",
      Maintenance: "₹1,500/month",
      Posted: "14 Nov 2026",
      "Posted by": "Owner",
      Bachelors: "Allowed",
    });
  });

  it("is in Hindi on the Hindi page, choices named by the Choices namespace", () => {
    expect(facts("hi")).toMatchObject({
      "सुपर बिल्ट-अप एरिया": "1,250 वर्ग फ़ुट",
      मुख: hi.Choices.facing["North-East"],
      मंज़िल: "4 में से ग्राउंड",
      फ़र्निशिंग: "सेमी-फ़र्निश्ड",
      मेंटेनेंस: "₹1,500/महीना",
      "पोस्ट की तारीख़": "14 नवंबर 2026",
      "किसने पोस्ट की": "मालिक",
    });
  });

  it("is in Odia on the Odia page", () => {
    expect(facts("or")).toMatchObject({
      ମୁହଁ: or.Choices.facing["North-East"],
      ଫର୍ଣ୍ଣିସିଂ: or.Choices.furnishing["Semi-Furnished"],
      "ପୋଷ୍ଟ ତାରିଖ": "14 ନଭେମ୍ବର 2026",
      "କିଏ ପୋଷ୍ଟ କରିଛନ୍ତି": "ମାଲିକ",
    });
  });
});

describe("the listing's heading", () => {
  it("shows the price, kind and badges in the page's language and the owner's title as typed", () => {
    const html = renderToStaticMarkup(
      createElement(PropertyHero, { property: listing, locale: "or", words: or.Listing.hero, choices: or.Choices }),
    );
    expect(html).toContain("₹18,000/ମାସ");
    expect(html).toContain(or.Choices.propertyType["Flats/Apartments"]);
    expect(html).toContain("ଭଡ଼ା ପାଇଁ");
    expect(html).toContain("ଡିପୋଜିଟ୍ ₹36,000");
    expect(html).toContain("Sunny 2 BHK near KIIT");
    expect(html).toContain("14 ନଭେମ୍ବର 2026ରେ ପୋଷ୍ଟ ହୋଇଛି");
    const english = renderToStaticMarkup(createElement(PropertyHero, { property: listing }));
    expect(english).toContain("₹18,000/mo");
    expect(english).toContain("By owner");
    expect(english).toContain("Posted on 14 Nov 2026");
  });
});

describe("the listing's JSON-LD", () => {
  it("names the language of its page and that page's address", () => {
    const hindi = propertyStructuredData(listing, "hi");
    expect(hindi.mainEntityOfPage).toMatchObject({ "@type": "WebPage", inLanguage: "hi" });
    expect(hindi.url).toMatch(/\/hi\/properties\/64b7f0c2a1b2c3d4e5f60718$/);
    const english = propertyStructuredData(listing);
    expect(english.mainEntityOfPage).toMatchObject({ inLanguage: "en-IN" });
    expect(english.url).toMatch(/[^/]\/properties\/64b7f0c2a1b2c3d4e5f60718$/);
    expect(english.url).not.toContain("/en/");
  });
});
