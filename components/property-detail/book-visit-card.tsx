import { BookVisitButton } from "@/components/property-detail/book-visit";
import { BOOK_VISIT_PRIMARY } from "@/components/property-detail/book-visit-style";
import { ENGLISH_ENQUIRY_WORDS, type EnquiryWords } from "@/components/property-detail/enquiry-words";

/** The listing page's block around the button: what a visit is, beside the contact form. */
export function BookVisitCard({
  propertyId,
  title,
  words = ENGLISH_ENQUIRY_WORDS,
}: {
  propertyId: string;
  title: string;
  /** The page's language (English until given). */
  words?: EnquiryWords;
}) {
  return (
    <section
      id="book-visit"
      aria-labelledby="book-visit-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="book-visit-heading" className="text-lg font-semibold">
        {words.text.seeInPerson}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{words.text.cardText}</p>
      <BookVisitButton
        propertyId={propertyId}
        title={title}
        className={`${BOOK_VISIT_PRIMARY} mt-4 w-full`}
        words={words}
      />
    </section>
  );
}
