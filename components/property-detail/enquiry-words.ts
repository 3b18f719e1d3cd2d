import type { ErrorWords } from "@/lib/i18n/error-words";
import type { Words } from "@/lib/i18n/words";
import english from "@/messages/en/Enquiry.json";

/**
 * What the listing page's contact doors (the enquiry forms, the visit booking, the report) are given by the
 * page, in its language: `enquiryWords(locale)` of lib/i18n/page-words.ts reads them on the server.
 */
export type EnquiryWords = {
  /** The doors' own words (the `Enquiry` namespace). */
  text: Words<"Enquiry">;
  /** Their forms' messages (the `Errors` groups they may show; empty in English). */
  errors: ErrorWords;
  /** The report reasons' names (`Choices.reportReason`); a reason without one shows as its value, its English name. */
  reportReasons: Readonly<Record<string, string>>;
};

/** Until the page passes its words, the doors speak English. */
export const ENGLISH_ENQUIRY_WORDS: EnquiryWords = { text: english, errors: {}, reportReasons: {} };
