import { Quote } from "@/components/ui/icons";

export type Testimonial = {
  name: string;
  /** Who they are or what we did for them, e.g. "Tenant, Nayapalli". */
  role: string;
  quote: string;
  /** Shown in the avatar; the name's first letter when left out. */
  initials?: string;
};

/**
 * Customers' words as quote cards; each page passes its own testimonials. No star ratings: the site collects
 * none, so it shows none.
 */
export function TestimonialList({ items }: { items: ReadonlyArray<Testimonial> }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.name}>
          <figure className="card flex h-full flex-col p-6">
            <Quote aria-hidden className="text-brand-200 h-8 w-8" />
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
