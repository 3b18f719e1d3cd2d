import { BadgeCheck, Clock, KeyRound, ShieldCheck } from "lucide-react";
import { SectionHeading } from "@/components/home/section-heading";

// The promises of SPEC §1: visits within 24 hours, a 7-day guarantee, visit to possession in 7 days.
const REASONS = [
  {
    title: "Verified listings",
    text: "Every property is visited and its papers checked before it appears on the site.",
    Icon: BadgeCheck,
  },
  {
    title: "Visits within 24 hours",
    text: "Pick a listing and an agent shows it to you within a day, at a time that suits you.",
    Icon: Clock,
  },
  {
    title: "7-day satisfaction guarantee",
    text: "Not happy with the service in your first week? We make it right or refund your plan.",
    Icon: ShieldCheck,
  },
  {
    title: "Keys in 7 days",
    text: "From the first visit to moving in within a week: agreements and paperwork handled for you.",
    Icon: KeyRound,
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 pt-24 sm:px-6 lg:px-8">
      <SectionHeading
        id="why-heading"
        eyebrow="Why Odisha Homes"
        title="Renting and buying, made simple"
        lead="A local team that knows every lane of Bhubaneswar, and a process that respects your time."
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="bg-brand-600 grid h-12 w-12 place-items-center rounded-xl text-white">
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
