import { PricingPage } from "@/components/pricing/pricing-page";
import { offerForPage } from "@/lib/payments/offer-page";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata({
  title: "Pricing for Brokers",
  description:
    "Site-visit plans for brokers and agents in Bhubaneswar: take clients to verified homes, with visits confirmed by the owner within 24 hours.",
  path: "/pricing/broker",
});

// The offer's places left come from the database: kept a minute at most, and expired when an order takes one.
export const revalidate = 60;

export default async function Page() {
  return <PricingPage audience="broker" current="broker" offer={await offerForPage()} />;
}
