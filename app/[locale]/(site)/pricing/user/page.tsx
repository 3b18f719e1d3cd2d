import { PricingPage } from "@/components/pricing/pricing-page";
import { offerForPage } from "@/lib/payments/offer-page";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata({
  title: "Pricing for Home Seekers",
  description:
    "See shortlisted homes in Bhubaneswar with a guide: a one-time visit or 3, 6 and 9 house plans, each with a 7-day satisfaction guarantee.",
  path: "/pricing/user",
});

// The offer's places left come from the database: kept a minute at most, and expired when an order takes one.
export const revalidate = 60;

export default async function Page() {
  return <PricingPage audience="user" current="user" offer={await offerForPage()} />;
}
