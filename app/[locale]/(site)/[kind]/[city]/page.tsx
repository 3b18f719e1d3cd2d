import { pageLocale } from "@/lib/i18n/page-locale";
import { PlacePage, placeMetadata } from "@/app/[locale]/(site)/_place/place-page";

// A city's listings of the kind (/rent/bhubaneswar): rendered on its first request, then served from the
// full-page cache until a listing in the city changes (its place tag, lib/listings/cache-tags.ts) or an hour
// passes. A kind other than rent, buy or plots is a 404 (PlacePage).
export const revalidate = 3600;

export function generateStaticParams(): Array<{ kind: string; city: string }> {
  return [];
}

type Props = { params: Promise<{ locale: string; kind: string; city: string }> };

export async function generateMetadata({ params }: Props) {
  return placeMetadata(await params);
}

export default async function Page({ params }: Props) {
  await pageLocale(params);
  return <PlacePage params={await params} />;
}
