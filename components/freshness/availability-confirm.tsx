"use client";

import Link from "next/link";
import { LinkActionForm } from "@/components/forms/link-action-form";
import { callRoute, routeUrl } from "@/components/ui/api";
import * as freshness from "@/lib/contracts/freshness";
import type { AvailabilityAnswer } from "@/lib/freshness/options";

const ASK: Record<AvailabilityAnswer, { question: string; button: string; done: string }> = {
  available: {
    question: "Confirm that it is still available? It stays on the site, marked as confirmed today.",
    button: "Yes, it is still available",
    done: "Thank you: it stays on the site, marked “Available, confirmed today”.",
  },
  rented: {
    question: "Mark it as rented? It leaves the site at once, and its page says it has been let.",
    button: "Yes, it is rented",
    done: "Marked as rented: it is off the site. Congratulations!",
  },
  sold: {
    question: "Mark it as sold? It leaves the site at once, and its page says it has been sold.",
    button: "Yes, it is sold",
    done: "Marked as sold: it is off the site. Congratulations!",
  },
};

/** The reminder page's one button: gives the answer the link's signed token names (no session needed). */
export function AvailabilityConfirm({
  token,
  title,
  answer,
  done: alreadyDone,
  listingId,
}: {
  token: string;
  title: string;
  answer: AvailabilityAnswer;
  done: boolean;
  listingId: string;
}) {
  const text = ASK[answer];
  const query = { token };
  return (
    <LinkActionForm
      action={routeUrl(freshness.answerAvailability, { query })}
      send={() => callRoute(freshness.answerAvailability, { query })}
      fallback="Could not save your answer"
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
            <Link href={`/properties/${listingId}`} className="text-brand-700 underline">
              See the listing
            </Link>{" "}
            ·{" "}
            <Link href="/profile#my-listings" className="text-brand-700 underline">
              My listings
            </Link>
          </p>
        </>
      }
    />
  );
}
