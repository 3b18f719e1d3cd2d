import { postedByOwner } from "@/domain/listings/posted-by";
import type { Metadata } from "next";
import { cache, Suspense } from "react";
import { notFound } from "next/navigation";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { AgentCard } from "@/components/property-detail/agent-card";
import { FairPriceLine } from "@/components/property-detail/fair-price-line";
import { OwnerContactCard } from "@/components/property-detail/owner-contact-card";
import { BookVisitButton } from "@/components/property-detail/book-visit";
import { BookVisitCard } from "@/components/property-detail/book-visit-card";
import { ContactAgentForm } from "@/components/property-detail/contact-agent-form";
import { MOBILE_BAR_ACTION } from "@/components/property-detail/mobile-bar-action";
import { MobileContactBar } from "@/components/property-detail/mobile-contact-bar";
import { PropertyAmenities } from "@/components/property-detail/property-amenities";
import { PropertyFacts } from "@/components/property-detail/property-facts";
import { PropertyGallery } from "@/components/property-detail/property-gallery";
import { PropertyHero } from "@/components/property-detail/property-hero";
import { PropertyJsonLd } from "@/components/property-detail/property-json-ld";
import { PropertySurroundings } from "@/components/property-detail/property-surroundings";
import { QuickActions } from "@/components/property-detail/quick-actions";
import { SimilarProperties } from "@/components/property-detail/similar-properties";
import { ViewCounter } from "@/components/property-detail/view-counter";
import { typicalLoan } from "@/lib/emi";
import { allImages, coverImage, formatListingPrice, formatLocation } from "@/lib/format";
import { fairPriceLine } from "@/lib/insights";
import { getCachedProperty, type PropertyJson } from "@/lib/listings";
import { findGoneListing } from "@/lib/owners";
import { GoneListing } from "@/components/owners/gone-listing";
import { placeKind, placePath } from "@/lib/listings/links/place-pages";
import { placeSlug } from "@/domain/geo/place-slug";
import { placeName } from "@/domain/geo/local-place-name";
import { pageMetadata } from "@/lib/seo";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import { enquiryWords, namespaceWords } from "@/lib/i18n/page-words";
import { pageLocale } from "@/lib/i18n/page-locale";
import { fillWords } from "@/lib/i18n/words";
import type { ListingWords } from "@/components/property-detail/listing-words";
import { siteUrl } from "@/lib/site";
import { whatsappHref } from "@/lib/whatsapp";
import { IntentLink } from "@/components/ui/intent-link";

// Each listing's page is rendered on its first request and then served from the full-page cache; a change to
// the listing expires it through the tags of its reads ("properties", "property:{id}"), and an hour passes at
// most. No cookies are read, so the same HTML serves every visitor and search engines; per-visitor parts
// load in the browser. The build renders none of them: it needs no database.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

type Props = { params: Promise<{ locale: string; id: string }> };

/**
 * The listing, or else the closed listing it was, read once per request: the metadata and the page share it,
 * so a read the cache does not hold costs one round trip, not two.
 */
const readListing = cache(async (id: string) => {
  const property = await getCachedProperty(id);
  return { property, gone: property ? null : await findGoneListing(id) };
});

function photosOf(property: PropertyJson): string[] {
  const images = allImages(property);
  return images.length ? images : [coverImage(property)];
}

/**
 * The fair-price line, or none: it reads its locality's figures, tagged with that place, so a change of a
 * listing there renders this page again. A failed read leaves the line out, never the page.
 */
async function readFairPrice(property: PropertyJson): Promise<{ text: string; href: string } | null> {
  const city = property.location?.city?.trim();
  const locality = property.location?.locality?.trim();
  if (!city || !locality) return null;
  try {
    const text = await fairPriceLine(property);
    return text ? { text, href: `${placePath({ type: property.type, city, locality })}#asking-prices` } : null;
  } catch {
    return null;
  }
}

/**
 * Home / Rent / Bhubaneswar / Patia: the public result pages the listing appears on, in the page's language
 * (a place the site knows by its Odia or Hindi name, one an owner typed as stored).
 */
function listingBreadcrumbs(
  property: PropertyJson,
  locale: Locale,
  words: ListingWords,
): Array<{ name: string; href: string }> {
  const type = property.type;
  const city = property.location?.city?.trim();
  const locality = property.location?.locality?.trim();
  const crumbs = [
    { name: words.page.home, href: "/" },
    { name: words.kindTab[type], href: `/${placeKind(type)}` },
    ...(city && placeSlug(city) ? [{ name: placeName(locale, city, "city"), href: placePath({ type, city }) }] : []),
    ...(city && locality && placeSlug(city) && placeSlug(locality)
      ? [{ name: placeName(locale, locality, "locality"), href: placePath({ type, city, locality }) }]
      : []),
  ];
  return crumbs.map((crumb) => ({ ...crumb, href: localePath(locale, crumb.href) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { property, gone } = await readListing((await params).id);
  if (!property) {
    const t = await getTranslations({ locale, namespace: "Listing.meta" });
    return gone
      ? { title: t("gone", { title: gone.title }), robots: { index: false, follow: true } }
      : { title: t("notFound"), robots: { index: false } };
  }
  const description =
    `${formatListingPrice(property.type, property.price, locale)} · ${formatLocation(property.location)}. ${property.description}`.slice(
      0,
      160,
    );
  return pageMetadata({
    title: property.title,
    description,
    path: `/properties/${property._id}`,
    locale,
    images: [siteUrl(coverImage(property))],
  });
}

export default async function PropertyDetailPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const { property, gone } = await readListing((await params).id);
  if (!property) {
    // A listing its owner closed: 410 Gone with similar homes nearby, not a broken link.
    if (gone)
      return <GoneListing gone={gone} locale={locale} words={(await namespaceWords(locale, "Availability")).gone} />;
    notFound();
  }
  const photos = photosOf(property);
  const fairPrice = await readFairPrice(property);
  const byOwner = postedByOwner(property);
  const agentPhone = byOwner ? null : property.agent?.phone || property.contactNumber || null;
  // The page's words, and the plain ones its client parts get as props (docs/i18n.md).
  const messages = await getMessages({ locale });
  const words = messages.Listing;
  const choices = messages.Choices;
  // The contact doors' words: English is built into them, so an English page carries none.
  const enquiry = locale === DEFAULT_LOCALE ? undefined : await enquiryWords(locale);
  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <PropertyJsonLd property={property} locale={locale} />
      <ViewCounter propertyId={property._id} />
      <nav aria-label={words.page.breadcrumb} className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          {listingBreadcrumbs(property, locale, words).map((crumb) => (
            <li key={crumb.href}>
              <IntentLink href={crumb.href} className="hover:underline">
                {crumb.name}
              </IntentLink>{" "}
              /
            </li>
          ))}
          <li aria-current="page" className="font-medium text-slate-800">
            {property.title}
          </li>
        </ol>
      </nav>
      <div className="mt-4">
        <PropertyHero property={property} locale={locale} words={words.hero} choices={choices} />
        {fairPrice && (
          <div className="mt-4">
            <FairPriceLine
              text={fairPrice.text}
              href={localePath(locale, fairPrice.href)}
              link={words.fairPrice.link}
            />
          </div>
        )}
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <PropertyGallery images={photos} title={property.title} words={words.gallery} />
          <PropertyFacts property={property} locale={locale} words={words.facts} choices={choices} />
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-xl font-semibold">
              {words.page.description}
            </h2>
            <p className="mt-2 whitespace-pre-line text-slate-800">
              {property.description || words.page.noDescription}
            </p>
          </section>
          <PropertyAmenities
            amenities={property.amenities ?? []}
            byOwner={byOwner}
            words={words.amenities}
            choices={choices}
          />
          <PropertySurroundings
            property={property}
            byOwner={byOwner}
            words={words.surroundings}
            mapWords={locale === DEFAULT_LOCALE ? undefined : messages.Maps}
          />
        </div>
        <aside className="min-w-0 space-y-6" aria-label={words.page.aside}>
          <BookVisitCard propertyId={property._id} title={property.title} words={enquiry} />
          <QuickActions
            propertyId={property._id}
            title={property.title}
            loanAmount={property.type === "sale" ? typicalLoan(property.price) : null}
            words={words.actions}
            emiWords={words.emi}
            enquiryWords={enquiry}
          />
          {byOwner ? (
            <OwnerContactCard
              propertyId={property._id}
              locale={locale}
              words={words.ownerContact}
              enquiryWords={enquiry}
            />
          ) : (
            <AgentCard agent={property.agent} words={words.agent} />
          )}
          {/*
            Its own boundary: React hydrates the form (the aside's largest island) after the rest of the page,
            in slices, instead of in the page's one long hydration task. React's server renderer may write so
            large a boundary at the end of the page and move it into place after the first paint, so the form
            comes last in the aside: arriving there, it moves nothing a visitor already sees.
          */}
          <Suspense>
            <ContactAgentForm
              byOwner={byOwner}
              words={enquiry}
              propertyDetails={{
                id: property._id,
                title: property.title,
                price: property.price,
                type: property.type,
                location: formatLocation(property.location),
                area: property.superBuiltupArea?.value ?? undefined,
                bhk: property.bhk,
                propertyType: property.propertyType,
                images: photos.slice(0, 2),
              }}
            />
          </Suspense>
        </aside>
      </div>
      <SimilarProperties propertyId={property._id} locale={locale} words={words.similar} />
      <MobileContactBar
        who={byOwner ? "owner" : "agent"}
        phone={agentPhone}
        words={words.mobileBar}
        whatsapp={
          agentPhone &&
          whatsappHref(
            agentPhone,
            fillWords(words.page.whatsapp, {
              title: property.title,
              url: siteUrl(localePath(locale, `/properties/${property._id}`)),
            }),
          )
        }
        extra={
          <BookVisitButton
            propertyId={property._id}
            title={property.title}
            className={`${MOBILE_BAR_ACTION} bar-label bg-emerald-700 text-white`}
            words={enquiry}
          />
        }
      />
    </article>
  );
}
