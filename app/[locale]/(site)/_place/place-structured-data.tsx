import type { PropertyPage } from "@/lib/listings";
import { PLACE_KIND_LABELS, placeKind, placePath, type Place } from "@/lib/listings/links/place-pages";
import { siteUrl } from "@/lib/site";
import { IntentLink } from "@/components/ui/intent-link";

/** The trail Home / Rent / Bhubaneswar / Patia, shown on the page and given to search engines. */
function breadcrumbs(place: Place) {
  const words = PLACE_KIND_LABELS[place.type];
  const city = { name: place.city, href: placePath({ type: place.type, city: place.city }) };
  return [
    { name: "Home", href: "/" },
    { name: words.tab, href: `/${placeKind(place.type)}` },
    city,
    ...(place.locality ? [{ name: place.locality, href: placePath(place) }] : []),
  ];
}

/** BreadcrumbList and ItemList JSON-LD; `<` escaped so names can never close the script element. */
export function StructuredData({ place, listings }: { place: Place; listings: PropertyPage }) {
  const data = [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: breadcrumbs(place).map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.name,
        item: siteUrl(crumb.href),
      })),
    },
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      numberOfItems: listings.total,
      itemListElement: listings.properties.map((property, i) => ({
        "@type": "ListItem",
        position: (listings.page - 1) * listings.limit + i + 1,
        url: siteUrl(`/properties/${property._id}`),
        name: property.title,
      })),
    },
  ];
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function Breadcrumb({ place }: { place: Place }) {
  const crumbs = breadcrumbs(place);
  return (
    <nav aria-label="Breadcrumb" className="text-brand-50 text-sm">
      <ol className="flex flex-wrap gap-1">
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.href} aria-current="page" className="font-medium text-white">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.href}>
              <IntentLink href={crumb.href} className="hover:underline">
                {crumb.name}
              </IntentLink>{" "}
              /
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
