import en from "@/messages/en";
import or from "@/messages/or";
import {
  FACINGS,
  FILTER_AMENITIES,
  FURNISHING,
  LISTING_TYPES,
  POSTED_BY,
  PROPERTY_TYPES,
  PUBLIC_FORM_AMENITIES,
  REPORT_REASONS,
  TENANT_TYPES,
} from "@/domain/listings/options";
import { choiceLabel } from "@/lib/i18n/choices";

describe("choice labels", () => {
  it("names every value of every option list", () => {
    const lists = {
      type: LISTING_TYPES,
      typeFor: LISTING_TYPES,
      propertyType: PROPERTY_TYPES,
      furnishing: FURNISHING,
      postedBy: POSTED_BY,
      facing: FACINGS,
      amenity: [...new Set([...PUBLIC_FORM_AMENITIES, ...FILTER_AMENITIES])],
      tenant: TENANT_TYPES,
      reportReason: REPORT_REASONS,
    } as const;
    for (const [group, values] of Object.entries(lists)) {
      expect(Object.keys(en.Choices[group as keyof typeof lists]).sort()).toEqual([...values].sort());
    }
  });

  it("reads a value in the page's language, and an unknown one as stored", () => {
    expect(choiceLabel(or.Choices, "furnishing", "Semi-Furnished")).toBe("ସେମି-ଫର୍ଣ୍ଣିସଡ୍");
    expect(choiceLabel(or.Choices, "amenity", "Rooftop garden")).toBe("Rooftop garden");
    expect(choiceLabel(en.Choices, "propertyType", "Plots & Land")).toBe("Plots & Land");
    expect(choiceLabel(en.Choices, "amenity", "toString")).toBe("toString");
  });
});
