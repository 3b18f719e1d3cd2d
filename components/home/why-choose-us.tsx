import { BadgeCheck, Clock, KeyRound, ShieldCheck } from "@/components/ui/icons";
import { IconCardGrid } from "@/components/ui/icon-card-grid";
import { SectionHeading } from "@/components/ui/section-heading";

// The marketing promises: visits within 24 hours, a 7-day guarantee, visit to possession in 7 days.
const REASONS = [
  {
    title: "Verified listings",
    text: "Every property is visited and its papers checked before it appears on the site.",
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
    title: "Keys in 7 days",
    text: "From the first visit to moving in within a week: agreements and paperwork handled for you.",
    icon: KeyRound,
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="section pt-24">
      <SectionHeading
        size="large"
        id="why-heading"
        eyebrow="Why Odisha Homes"
        title="Renting and buying, made simple"
        description="A local team that knows every lane of Bhubaneswar, and a process that respects your time."
      />
      <IconCardGrid items={REASONS} />
    </section>
  );
}
