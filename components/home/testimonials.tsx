import { Quote, Star } from "lucide-react";
import { SectionHeading } from "@/components/home/section-heading";

const TESTIMONIALS = [
  {
    name: "Ananya Patnaik",
    role: "Software engineer, Patia",
    text: "I moved from Pune and rented a 2BHK near Infocity in five days. The video tour saved me a trip.",
  },
  {
    name: "Rakesh Mishra",
    role: "Bought a plot in Tamando",
    text: "They checked the title documents before I paid anything. Honest advice, no pressure to close.",
  },
  {
    name: "Sneha Das",
    role: "Tenant, Nayapalli",
    text: "Our agent arranged three visits in one afternoon and handled the agreement. Smooth from start to finish.",
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 pt-24 sm:px-6 lg:px-8">
      <SectionHeading
        id="testimonials-heading"
        eyebrow="Testimonials"
        title="What our clients say"
        lead="Families, students and investors who found their place through us."
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote aria-hidden className="text-brand-200 h-8 w-8" />
              <p className="sr-only">Rated 5 out of 5</p>
              <div aria-hidden className="mt-3 flex gap-0.5 text-amber-500">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="h-4 w-4 fill-current" />
                ))}
              </div>
              <blockquote className="mt-3 flex-1 text-slate-700">“{t.text}”</blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <span
                  aria-hidden
                  className="bg-brand-100 text-brand-700 grid h-10 w-10 place-items-center rounded-full font-semibold"
                >
                  {t.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
