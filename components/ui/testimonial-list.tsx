import { Quote } from "@/components/ui/icons";

export type Testimonial = {
  name: string;
  /** Who they are or what we did for them, e.g. "Tenant, Nayapalli". */
  role: string;
  quote: string;
  /** Stars out of 5. */
  rating: number;
  /** Shown in the avatar; the name's first letter when left out. */
  initials?: string;
};

/** Customers' words as quote cards with their rating; each page passes its own testimonials. */
export function TestimonialList({ items }: { items: ReadonlyArray<Testimonial> }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.name}>
          <figure className="card flex h-full flex-col p-6">
            <Quote aria-hidden className="text-brand-200 h-8 w-8" />
            <p className="sr-only">Rated {t.rating} out of 5</p>
            {/* Stars as text: one short line instead of an icon per star. */}
            <p aria-hidden className="mt-3 text-lg leading-none tracking-wider text-amber-500">
              {"★".repeat(t.rating)}
            </p>
            <blockquote className="mt-3 flex-1 text-slate-700">“{t.quote}”</blockquote>
            <figcaption className="mt-5 flex items-center gap-3">
              <span aria-hidden className="avatar">
                {t.initials ?? t.name.charAt(0)}
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
  );
}
