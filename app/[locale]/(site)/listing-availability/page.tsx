import type { LocaleParams } from "@/lib/i18n/page-locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { AvailabilityConfirm } from "@/components/freshness/availability-confirm";
import { previewAvailabilityAnswer } from "@/lib/freshness";
import { localePath } from "@/lib/i18n/locales";
import { namespaceWords } from "@/lib/i18n/page-words";
import { wordParts } from "@/lib/i18n/word-parts";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Availability" });
  return { title: t("title"), robots: { index: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the freshness reminder's buttons lead: it names the listing and the answer, and one button gives
 * it, signed in or not. Nothing changes on the visit itself, which mail scanners make too.
 */
export default async function ListingAvailabilityPage({ params, searchParams }: Props & LocaleParams) {
  const locale = await pageLocale(params);
  await connection();
  const words = await namespaceWords(locale, "Availability");
  const myListings = localePath(locale, "/profile#my-listings");
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token : "";
  const preview = token ? await previewAvailabilityAnswer(token) : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{words.title}</h1>
      {!preview ? (
        <p role="alert" className="mt-4 text-rose-700">
          {wordParts(words.invalidLink, {
            myListings: (
              <Link key="my-listings" href={myListings} className="underline">
                {words.myListings}
              </Link>
            ),
          })}
        </p>
      ) : (
        <AvailabilityConfirm
          token={token}
          title={preview.title}
          answer={preview.answer}
          done={query.done === "1" || (preview.answer === "available" ? preview.answered : preview.closed)}
          listingId={preview.listingId}
          locale={locale}
          words={words.confirm}
        />
      )}
    </div>
  );
}
