"use client";

import Link from "next/link";
import { LinkActionForm } from "@/components/forms/link-action-form";
import { callRoute, routeUrl } from "@/components/ui/api";
import * as freshness from "@/lib/contracts/freshness";
import type { AvailabilityAnswer } from "@/lib/freshness/options";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

/**
 * The reminder page's one button: gives the answer the link's signed token names (no session needed).
 * `words` (`Availability.confirm`) are the page's, with a question, a button and a thank-you per answer.
 */
export function AvailabilityConfirm({
  token,
  title,
  answer,
  done: alreadyDone,
  listingId,
  locale,
  words,
}: {
  token: string;
  title: string;
  answer: AvailabilityAnswer;
  done: boolean;
  listingId: string;
  locale: Locale;
  words: Words<"Availability">["confirm"];
}) {
  const text = words[answer];
  const query = { token };
  return (
    <LinkActionForm
      action={routeUrl(freshness.answerAvailability, { query })}
      send={() => callRoute(freshness.answerAvailability, { query })}
      fallback={words.failed}
      alreadyDone={alreadyDone}
      question={
        <>
          <p className="font-semibold text-slate-900">“{title}”</p>
          <p className="text-slate-700">{text.question}</p>
        </>
      }
      label={text.button}
      buttonClassName={answer === "available" ? "bg-brand-600 hover:bg-brand-700" : "bg-rose-700 hover:bg-rose-800"}
      done={
        <>
          <p>
            “{title}”. {text.done}
          </p>
          <p className="text-sm">
            <Link href={localePath(locale, `/properties/${listingId}`)} className="text-brand-700 underline">
              {words.seeListing}
            </Link>{" "}
            ·{" "}
            <Link href={localePath(locale, "/profile#my-listings")} className="text-brand-700 underline">
              {words.myListings}
            </Link>
          </p>
        </>
      }
    />
  );
}
