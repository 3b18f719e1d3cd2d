import { PlacePage, placeMetadata } from "@/app/(site)/[kind]/_place/place-page";

// A locality's listings of one kind (/rent/bhubaneswar/patia), cached as the city page is.
export const revalidate = 3600;

export function generateStaticParams(): Array<{ kind: string; city: string; locality: string }> {
  return [];
}

type Props = { params: Promise<{ kind: string; city: string; locality: string }> };

export async function generateMetadata({ params }: Props) {
  return placeMetadata(await params);
}

export default async function LocalityPage({ params }: Props) {
  return <PlacePage params={await params} />;
}
