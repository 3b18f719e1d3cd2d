import type { PropertyPage } from "@/lib/listings";
import { placeKind, placePath, type Place } from "@/lib/listings/links/place-pages";
import { siteUrl } from "@/lib/site";
import { HTML_LANG, localePath } from "@/lib/i18n/locales";
import { IntentLink } from "@/components/ui/intent-link";
import { cityName, localityName, type PlaceWords } from "@/app/[locale]/(site)/_place/place-words";

/**
 * The trail Home / Rent / Bhubaneswar / Patia, shown on the page and given to search engines: in the page's
 * language, each step's address in it too.
 */
function breadcrumbs(words: PlaceWords, place: Place) {
  const at = (path: string) => localePath(words.locale, path);
  const city = { name: cityName(words, place.city), href: at(placePath({ type: place.type, city: place.city })) };
  return [
    { name: words.t("home"), href: at("/") },
    { name: words.t(`kind.${place.type}.tab`), href: at(`/${placeKind(place.type)}`) },
    city,
    ...(place.locality ? [{ name: localityName(words, place.locality), href: at(placePath(place)) }] : []),
  ];
}

/**
 * BreadcrumbList and ItemList JSON-LD, with the page's language (`inLanguage`); `<` escaped so names can
 * never close the script element. The listings' names are their owners' titles, as typed.
 */
export function StructuredData({
  words,
  place,
  listings,
}: {
  words: PlaceWords;
  place: Place;
  listings: PropertyPage;
}) {
  const inLanguage = HTML_LANG[words.locale];
  const data = [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      inLanguage,
      itemListElement: breadcrumbs(words, place).map((crumb, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: crumb.name,
        item: siteUrl(crumb.href),
      })),
    },
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      inLanguage,
      numberOfItems: listings.total,
      itemListElement: listings.properties.map((property, i) => ({
        "@type": "ListItem",
        position: (listings.page - 1) * listings.limit + i + 1,
        url: siteUrl(localePath(words.locale, `/properties/${property._id}`)),
        name: property.title,
      })),
    },
  ];
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function Breadcrumb({ words, place }: { words: PlaceWords; place: Place }) {
  const crumbs = breadcrumbs(words, place);
  return (
    <nav aria-label={words.t("breadcrumb")} className="text-brand-50 text-sm">
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
