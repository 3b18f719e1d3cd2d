import { Amenities } from "@/components/home/amenities";
import { ConsultationCta } from "@/components/home/consultation-cta";
import { FeaturedLocations } from "@/components/home/featured-locations";
import { HeroCarousel } from "@/components/home/hero-carousel";
import { HomeFaq } from "@/components/home/home-faq";
import { HomeListings } from "@/components/home/home-listings";
import { LatestDeals } from "@/components/home/latest-deals";
import { toCardData, type StripResult } from "@/components/properties/listing-card-data";
import { PopularCategories } from "@/components/home/popular-categories";
import { PopularLocalities, type PopularLocality } from "@/components/home/popular-localities";
import { readStats, StatsStrip } from "@/components/home/stats-strip";
import { VirtualTours } from "@/components/home/virtual-tours";
import { WhyChooseUs } from "@/components/home/why-choose-us";
import { SectionHeading } from "@/components/ui/section-heading";
import {
  getCachedHomeStrips,
  getCachedPlaceDirectory,
  keepPageBriefly,
  popularLocalities,
  type PlaceDirectory,
} from "@/lib/listings";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { pageMetadata } from "@/lib/seo";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { LISTING_TYPES } from "@/domain/listings/options";
import { errorSummary, log } from "@/lib/log";

// Rendered once and kept in the full-page cache: a listing change expires it through the "properties" tag of
// the reads below, and an hour passes at most. A build without a database renders it without listings and
// keeps that version for seconds only, so the first requests once the database answers fill it.
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Home" });
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: "/",
    locale,
    images: ["/images/listings/villa-1.jpg"],
  });
}

/** Home's two strips, or null when the database is unreachable, so the page still renders. */
async function readStrips() {
  try {
    return await getCachedHomeStrips();
  } catch (error) {
    log.error({ cause: errorSummary(error) }, "Home page listings unavailable");
    await keepPageBriefly();
    return null;
  }
}

/** The place directory, or null when the database is unreachable. */
async function readDirectory(): Promise<PlaceDirectory | null> {
  try {
    return await getCachedPlaceDirectory();
  } catch (error) {
    log.error({ cause: errorSummary(error) }, "Home page localities unavailable");
    await keepPageBriefly();
    return null;
  }
}

/** The localities with the most listings, each linked to the kind it has most of. */
function readPopularLocalities(directory: PlaceDirectory | null): PopularLocality[] {
  if (!directory) return [];
  return popularLocalities(directory, 12).map(({ city, locality }) => {
    const type = LISTING_TYPES.reduce((a, b) => (locality.counts[b] > locality.counts[a] ? b : a));
    return { city: city.name, locality: locality.name, type, count: locality.counts[type] };
  });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const [strips, stats, directory, t, messages] = await Promise.all([
    readStrips(),
    readStats(),
    readDirectory(),
    getTranslations("Home"),
    getMessages(),
  ]);
  const localities = readPopularLocalities(directory);
  const strip: StripResult | null = strips
    ? { properties: strips.featured.map(toCardData), total: stats?.total ?? strips.featured.length }
    : null;

  return (
    <>
      <HeroCarousel
        words={{
          hero: messages.Home.hero,
          search: messages.Home.search,
          filters: {
            locale,
            lists: {
              fields: {
                near: messages.Lists.fields.near,
                anywhere: messages.Lists.fields.anywhere,
                pointOnMap: messages.Lists.fields.pointOnMap,
              },
              budget: messages.Lists.budget,
            },
          },
        }}
      />
      <StatsStrip />
      <LatestDeals listings={strips?.newest ?? []} />
      {/* Below the first screen on any device: drawn as the visitor scrolls to it (see .below-fold). */}
      <div className="below-fold-each contents">
        <PopularCategories />
      </div>
      {/*
        Drawn at once: its four cards are far taller on a phone than the placeholder height a skipped section
        gets, and while skipped it lay over the popular localities below it (their links were "obscured").
      */}
      <FeaturedLocations directory={directory} />
      <div className="below-fold-each contents">
        <PopularLocalities localities={localities} />
        <section aria-labelledby="featured-heading" className="section pt-20">
          <SectionHeading
            size="large"
            id="featured-heading"
            eyebrow={t("featuredEyebrow")}
            title={t("featuredTitle")}
            description={t("featuredDescription")}
          />
          <HomeListings initial={strip} />
        </section>
        <VirtualTours />
        <WhyChooseUs />
        <Amenities />
        <HomeFaq />
        <ConsultationCta />
      </div>
    </>
  );
}
