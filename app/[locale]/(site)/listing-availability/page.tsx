import type { LocaleParams } from "@/lib/i18n/page-locale";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AvailabilityConfirm } from "@/components/freshness/availability-confirm";
import { previewAvailabilityAnswer } from "@/lib/freshness";

export const metadata: Metadata = { title: "Is it still available?", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where the freshness reminder's buttons lead: it names the listing and the answer, and one button gives
 * it, signed in or not. Nothing changes on the visit itself, which mail scanners make too.
 */
export default async function ListingAvailabilityPage({ params, searchParams }: Props & LocaleParams) {
  await pageLocale(params);
  await connection();
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token : "";
  const preview = token ? await previewAvailabilityAnswer(token) : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Is it still available?</h1>
      {!preview ? (
        <p role="alert" className="mt-4 text-rose-700">
          This link is not valid. Open it again from the e-mail, or answer from{" "}
          <Link href="/profile#my-listings" className="underline">
            My listings
          </Link>
          .
        </p>
      ) : (
        <AvailabilityConfirm
          token={token}
          title={preview.title}
          answer={preview.answer}
          done={query.done === "1" || (preview.answer === "available" ? preview.answered : preview.closed)}
          listingId={preview.listingId}
        />
      )}
    </div>
  );
}
