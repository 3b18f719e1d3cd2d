import { PricingPage } from "@/components/pricing/pricing-page";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Pricing for Home Seekers",
  description:
    "See shortlisted homes in Bhubaneswar with a guide: a ₹99 one-time visit or 3, 6 and 9 house plans, each with a 7-day satisfaction guarantee.",
  path: "/pricing/user",
});

export default function Page() {
  return <PricingPage audience="user" current="user" offerEndsAt={env().OFFER_ENDS_AT} />;
}
