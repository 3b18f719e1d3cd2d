import { allImages, coverImage } from "@/lib/format";
import type { PropertyJson } from "@/lib/listings/types";
import { DEFAULT_LOCALE, HTML_LANG, localePath, type Locale } from "@/lib/i18n/locales";
import { SITE_NAME, siteUrl } from "@/lib/site";

/** schema.org type of what is offered: homes are Accommodation (or a subtype), a plot is a Place. */
function itemType(property: PropertyJson): string {
  if (property.type === "land") return "Place";
  if (property.propertyType === "Flats/Apartments") return "Apartment";
  if (property.propertyType === "Individual House/Villa" || property.propertyType === "Independent/Builder Floors")
    return "House";
  return "Accommodation";
}

/**
 * The listing's coordinates, only for a pin its owner or the team placed and lets the public see: a
 * locality's centre is not where the home is, and an owner who shows only the area gets none.
 */
function geoCoordinates(property: PropertyJson) {
  const geo = property.location?.geo;
  if (!geo || geo.approximate !== false || property.location?.areaOnly) return {};
  return { geo: { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lng } };
}

/**
 * The listing as a schema.org Offer (price in INR; rent per month) about the residence itself, so search
 * engines can show price, place and pictures. `inLanguage` and the address are those of the page's own
 * language version; the title and description are the owner's, as typed.
 */
export function propertyStructuredData(property: PropertyJson, locale: Locale = DEFAULT_LOCALE) {
  const url = siteUrl(localePath(locale, `/properties/${property._id}`));
  const images = (allImages(property).length ? allImages(property) : [coverImage(property)]).map((src) => siteUrl(src));
  const isLand = property.type === "land";
  const area = property.superBuiltupArea?.value;
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    url,
    // schema.org gives an Offer no language of its own: the page that carries it has one.
    mainEntityOfPage: { "@type": "WebPage", "@id": url, url, inLanguage: HTML_LANG[locale] },
    name: property.title,
    description: property.description,
    price: property.price,
    priceCurrency: "INR",
    ...(property.type === "rent"
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: property.price,
            priceCurrency: "INR",
            unitCode: "MON",
            unitText: "month",
          },
        }
      : {}),
    businessFunction:
      property.type === "rent" ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
    availability: "https://schema.org/InStock",
    seller: { "@type": "RealEstateAgent", name: SITE_NAME, url: siteUrl("/") },
    image: images,
    itemOffered: {
      "@type": itemType(property),
      name: property.title,
      url,
      image: images[0],
      address: {
        "@type": "PostalAddress",
        streetAddress: property.location?.address || undefined,
        addressLocality: property.location?.city || undefined,
        addressRegion: property.location?.state || undefined,
        postalCode: property.location?.zipCode || undefined,
        addressCountry: "IN",
      },
      ...geoCoordinates(property),
      ...(area
        ? {
            floorSize: {
              "@type": "QuantitativeValue",
              value: area,
              unitCode: property.superBuiltupArea?.unit === "sqm" ? "MTK" : "FTK",
            },
          }
        : {}),
      ...(isLand
        ? {}
        : {
            numberOfBedrooms: property.bhk || undefined,
            numberOfBathroomsTotal: property.bathrooms || undefined,
            amenityFeature: (property.amenities ?? []).map((name) => ({
              "@type": "LocationFeatureSpecification",
              name,
              value: true,
            })),
          }),
    },
  };
}

/** JSON-LD in the page's HTML. `<` is escaped so listing text can never close the script element. */
export function PropertyJsonLd({ property, locale = DEFAULT_LOCALE }: { property: PropertyJson; locale?: Locale }) {
  const json = JSON.stringify(propertyStructuredData(property, locale)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
