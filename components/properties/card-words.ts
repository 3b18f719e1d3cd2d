import english from "@/messages/en/Cards.json";
import type { Words } from "@/lib/i18n/words";

/**
 * The words of the listing cards and of their favourite and compare buttons (the `Cards` namespace). The
 * server component that renders cards reads the page's language (`getMessages()` then `messages.Cards`) and
 * passes it down with the locale; a caller that passes none gets English, as the cards read before.
 */
export type CardWords = Words<"Cards">;

export const ENGLISH_CARD_WORDS: CardWords = english;
