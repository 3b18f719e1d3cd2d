import { SectionHeading } from "@/components/ui/section-heading";
import { TestimonialList, type Testimonial } from "@/components/ui/testimonial-list";

const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Ananya Patnaik",
    role: "Software engineer, Patia",
    quote: "I moved from Pune and rented a 2BHK near Infocity in five days. The video tour saved me a trip.",
  },
  {
    name: "Rakesh Mishra",
    role: "Bought a plot in Tamando",
    quote: "They checked the title documents before I paid anything. Honest advice, no pressure to close.",
  },
  {
    name: "Sneha Das",
    role: "Tenant, Nayapalli",
    quote: "Our agent arranged three visits in one afternoon and handled the agreement. Smooth from start to finish.",
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="section pt-24">
      <SectionHeading
        size="large"
        id="testimonials-heading"
        eyebrow="Testimonials"
        title="What our clients say"
        description="Families, students and investors who found their place through us."
      />
      <TestimonialList items={TESTIMONIALS} />
    </section>
  );
}
