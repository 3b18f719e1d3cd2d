import { pageLocale } from "@/lib/i18n/page-locale";
import { PlacePage, placeMetadata } from "@/app/[locale]/(site)/_place/place-page";

// A city or locality page narrowed by the list API's words (/rent/bhubaneswar/patia?bhk=2): proxy.ts
// rewrites it here with the canonical query string as [filters] ("_" as the locality of a city-wide page), so
// each search is cached whole like the plain page.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ kind: string; city: string; locality: string; filters: string }> {
  return [];
}

type Props = { params: Promise<{ locale: string; kind: string; city: string; locality: string; filters: string }> };

export async function generateMetadata({ params }: Props) {
  return placeMetadata(await params);
}

export default async function Page({ params }: Props) {
  await pageLocale(params);
  return <PlacePage params={await params} />;
}
