import { PlacePage, placeMetadata } from "@/app/(site)/_place/place-page";

// A city's listings of the kind (/plots/bhubaneswar): rendered on its first request, then served from
// the full-page cache until a listing in the city changes (its place tag, lib/listings/cache-tags.ts) or an
// hour passes.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ city: string }> {
  return [];
}

type Props = { params: Promise<{ city: string }> };

export async function generateMetadata({ params }: Props) {
  return placeMetadata({ kind: "plots", ...(await params) });
}

export default async function Page({ params }: Props) {
  return <PlacePage params={{ kind: "plots", ...(await params) }} />;
}
