import { PricingPage } from "@/components/pricing/pricing-page";
import { offerForPage } from "@/lib/payments/offer-page";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata({
  title: "Pricing",
  description:
    "House-visit plans in Bhubaneswar from ₹199: a one-time visit and 3, 6 or 9 house plans with visits arranged within 24 hours.",
  path: "/pricing",
});

// The offer's places left come from the database: kept a minute at most, and expired when an order takes one.
export const revalidate = 60;

export default async function Page() {
  return <PricingPage audience="user" offer={await offerForPage()} />;
}
