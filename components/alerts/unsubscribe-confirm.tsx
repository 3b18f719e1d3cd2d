"use client";

import Link from "next/link";
import { LinkActionForm } from "@/components/forms/link-action-form";
import { callRoute, routeUrl } from "@/components/ui/api";
import * as alerts from "@/lib/contracts/alerts";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { wordParts } from "@/lib/i18n/word-parts";
import { fillWords, type Words } from "@/lib/i18n/words";

/**
 * The unsubscribe page's button: pauses the saved search the link's token names (no session needed). `words`
 * and `locale`: the page's language; the search's name stays as its owner wrote it.
 */
export function UnsubscribeConfirm({
  token,
  name,
  alreadyPaused,
  words,
  locale,
}: {
  token: string;
  name: string;
  alreadyPaused: boolean;
  words: Words<"Notifications">["alerts"];
  locale: Locale;
}) {
  return (
    <LinkActionForm
      action={routeUrl(alerts.unsubscribe, { query: { token } })}
      send={() => callRoute(alerts.unsubscribe, { query: { token } })}
      fallback={words.failed}
      alreadyDone={alreadyPaused}
      question={<p className="text-slate-700">{fillWords(words.question, { name })}</p>}
      label={words.button}
      buttonClassName="bg-brand-600 hover:bg-brand-700"
      done={
        <>
          <p>{fillWords(words.done, { name })}</p>
          <p className="text-sm">
            {wordParts(words.changedMind, {
              profile: (
                <Link
                  key="profile"
                  href={localePath(locale, "/profile#saved-searches")}
                  className="text-brand-700 underline"
                >
                  {words.yourProfile}
                </Link>
              ),
            })}
          </p>
        </>
      }
    />
  );
}
