"use client";

import Link from "next/link";
import { useState } from "react";
import { callRoute, failureMessage, routeUrl } from "@/components/ui/api";
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
  const [state, setState] = useState<"ask" | "busy" | "done">(alreadyDone ? "done" : "ask");
  const [error, setError] = useState<string | null>(null);
  const text = ASK[answer];

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setState("busy");
    const result = await callRoute(freshness.answerAvailability, { query: { token } });
    if (result.ok) return setState("done");
    setError(failureMessage(result, "Could not save your answer"));
    setState("ask");
  }

  if (state === "done") {
    return (
      <div role="status" className="mt-4 space-y-3 text-slate-700">
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
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <p className="font-semibold text-slate-900">“{title}”</p>
      <p className="text-slate-700">{text.question}</p>
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      {/* A plain form too: a press before the page's scripts run still gives the answer. */}
      <form method="post" action={routeUrl(freshness.answerAvailability, { query: { token } })} onSubmit={confirm}>
        <button
          type="submit"
          disabled={state === "busy"}
          className={`rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60 ${
            answer === "available" ? "bg-brand-600 hover:bg-brand-700" : "bg-rose-700 hover:bg-rose-800"
          }`}
        >
          {text.button}
        </button>
      </form>
    </div>
  );
}
