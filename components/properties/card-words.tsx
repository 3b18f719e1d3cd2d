"use client";

import { createContext, useContext } from "react";
import english from "@/messages/en/Cards.json";
import englishChoices from "@/messages/en/Choices.json";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

/** The words of the listing cards, their favourite and compare buttons and the compare tray. */
export type CardWords = Words<"Cards">;

type CardLanguage = { locale: Locale; words: CardWords; choices: Words<"Choices"> };

const ENGLISH: CardLanguage = { locale: DEFAULT_LOCALE, words: english, choices: englishChoices };
const CardLanguageContext = createContext<CardLanguage>(ENGLISH);

/**
 * The page's language for every card under it, given once by the site layout: a page of twelve cards then
 * carries the `Cards` and `Choices` words once, not in each card's props. English is built in (the cards'
 * bundle has it), so an English page passes no words at all.
 */
export function CardWordsProvider({
  locale,
  words,
  choices,
  children,
}: {
  locale: Locale;
  words?: CardWords;
  choices?: Words<"Choices">;
  children: React.ReactNode;
}) {
  const value = words && choices ? { locale, words, choices } : ENGLISH;
  return <CardLanguageContext value={value}>{children}</CardLanguageContext>;
}

/** The language, words and option names the cards speak: English outside a provider. */
export function useCardWords(): CardLanguage {
  return useContext(CardLanguageContext);
}
