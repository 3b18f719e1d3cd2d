import english from "@/messages/en/Listing.json";
import type { Words } from "@/lib/i18n/words";

/**
 * The words of a listing's page (the `Listing` namespace). The page reads them in its language and hands
 * each part its own group; a part rendered without them (a test, a caller elsewhere) reads English.
 */
export type ListingWords = Words<"Listing">;

export const ENGLISH_LISTING_WORDS: ListingWords = english;
