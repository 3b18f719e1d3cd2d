import { Suspense, type ReactNode } from "react";
import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { ListFiltersPanel } from "@/components/properties/list-filters-panel";
import { ListNavigationProvider, ListResultsRegion } from "@/components/properties/list-navigation";
import { ListStats, ListStatsLoading } from "@/components/properties/list-sections";
import { getCachedPropertyStats } from "@/lib/listings";
import type { Words } from "@/lib/i18n/words";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { filterWords } from "@/lib/i18n/page-words";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Lists" });
  return pageMetadata({
    title: t("page.metaTitle"),
    description: t("page.metaDescription"),
    path: "/properties",
    locale,
  });
}

/**
 * The frame of /properties around each state's results: the heading, the site's figures and the filters.
 * It stays mounted while the visitor moves between states (each state is a route of its own, [filters]), so
 * an open filter sheet and a half-typed field survive the navigation; the filters read the state from the
 * route's segment. The filters get their words (Lists, Choices) as props: no message library in the browser.
 */
export default async function ListLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  const [messages, listFilterWords] = await Promise.all([getMessages({ locale }), filterWords(locale)]);
  const lists = messages.Lists;
  return (
    <ListNavigationProvider>
      <section className="from-brand-700 to-brand-500 bg-gradient-to-br text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:gap-6 sm:py-10 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h1 className="text-2xl font-bold sm:text-4xl">{lists.page.heading}</h1>
            <p className="text-brand-50 mt-2 hidden max-w-xl sm:block">{lists.page.intro}</p>
          </div>
          <Suspense fallback={<ListStatsLoading />}>
            <StatsStrip words={lists.stats} />
          </Suspense>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-4 sm:py-8">
        <ListFiltersPanel words={listFilterWords} />
        <ListResultsRegion loadingLabel={lists.loading}>{children}</ListResultsRegion>
      </div>
    </ListNavigationProvider>
  );
}

async function StatsStrip({ words }: { words: Words<"Lists">["stats"] }) {
  try {
    return <ListStats stats={await getCachedPropertyStats()} words={words} />;
  } catch {
    return null; // the results below say what went wrong
  }
}
