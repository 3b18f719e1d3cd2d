import { BookVisitButton } from "@/components/property-detail/book-visit";
import { BOOK_VISIT_PRIMARY } from "@/components/property-detail/book-visit-style";

/** The listing page's block around the button: what a visit is, beside the contact form. */
export function BookVisitCard({ propertyId, title }: { propertyId: string; title: string }) {
  return (
    <section
      id="book-visit"
      aria-labelledby="book-visit-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="book-visit-heading" className="text-lg font-semibold">
        See it in person
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Book a guided visit with your visit plan. We call you within 24 hours to fix the time.
      </p>
      <BookVisitButton propertyId={propertyId} title={title} className={`${BOOK_VISIT_PRIMARY} mt-4 w-full`} />
    </section>
  );
}
