import { BadgeCheck, IndianRupee, Clock, ShieldCheck } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { IconCardGrid } from "@/components/ui/icon-card-grid";
import { SectionHeading } from "@/components/ui/section-heading";

// What the site does for a seeker, each backed by the product: moderation, visit plans, the guarantee, price insight.
const REASONS = [
  {
    title: "Reviewed before going live",
    text: "Our team reads every listing before it appears, and owners who confirmed their number by SMS say so.",
    icon: BadgeCheck,
  },
  {
    title: "Visits within 24 hours",
    text: "Pick a listing and an agent shows it to you within a day, at a time that suits you.",
    icon: Clock,
  },
  {
    title: "7-day satisfaction guarantee",
    text: "Not happy with the service in your first week? We make it right or refund your plan.",
    icon: ShieldCheck,
  },
  {
    title: "Prices you can weigh",
    text: "Where five or more like it are listed in its locality, a listing says how its price compares with their median asking price, and on how many listings that rests.",
    icon: IndianRupee,
  },
];

export async function WhyChooseUs() {
  const t = await getTranslations("HomeSections");
  return (
    <section aria-labelledby="why-heading" className="section pt-24">
      <SectionHeading
        size="large"
        id="why-heading"
        eyebrow={t("whyChooseUs.eyebrow")}
        title={t("whyChooseUs.title")}
        description={t("whyChooseUs.description")}
      />
      <IconCardGrid items={REASONS} />
    </section>
  );
}
