import { pageLocale } from "@/lib/i18n/page-locale";
import { KindPage, kindMetadata } from "@/app/[locale]/(site)/_place/kind-page";
import { PLACE_KINDS } from "@/lib/listings/links/browse";

// /rent, /buy and /plots: the cities and localities with listings of the kind, cached as the place pages are.
// These three only: any other first segment is no page here (a static route such as /about is matched first).
export const revalidate = 3600;
export const dynamicParams = false;

export function generateStaticParams(): Array<{ kind: string }> {
  return Object.keys(PLACE_KINDS).map((kind) => ({ kind }));
}

type Props = { params: Promise<{ locale: string; kind: string }> };

export async function generateMetadata({ params }: Props) {
  const { kind, locale } = await params;
  return kindMetadata(kind, locale);
}

export default async function Page({ params }: Props) {
  await pageLocale(params);
  const { kind, locale } = await params;
  return <KindPage kind={kind} locale={locale} />;
}
