import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { ListingStrip } from "@/components/home/listing-strip";
import type { StripResult } from "@/components/properties/listing-card-data";
import { BROWSE_PATH } from "@/lib/listings/links/browse";
import { localePath } from "@/lib/i18n/locales";

/** The featured strip; searching starts in the hero, so this only shows what is featured and leads to the rest. */
export async function HomeListings({ initial }: { initial: StripResult | null }) {
  const [locale, t, messages] = await Promise.all([getLocale(), getTranslations("Home.strip"), getMessages()]);
  if (!initial) {
    return (
      <p role="alert" className="mt-10 rounded-2xl border border-rose-200 bg-rose-50 p-8 text-center text-rose-800">
        {t("unavailable")}
      </p>
    );
  }
  const { properties, total } = initial;
  return (
    <div className="mt-10">
      <p className="text-sm font-medium text-slate-600" data-testid="search-summary">
        {t("summary", { shown: properties.length, total })}
      </p>
      <ListingStrip
        properties={properties}
        total={total}
        moreHref={localePath(locale, BROWSE_PATH)}
        words={messages.Home.strip}
      />
    </div>
  );
}
