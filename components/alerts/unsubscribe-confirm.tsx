"use client";

import Link from "next/link";
import { useState } from "react";
import { callRoute, failureMessage, routeUrl } from "@/components/ui/api";
import * as alerts from "@/lib/contracts/alerts";

/** The unsubscribe page's button: pauses the saved search the link's token names (no session needed). */
export function UnsubscribeConfirm({
  token,
  name,
  alreadyPaused,
}: {
  token: string;
  name: string;
  alreadyPaused: boolean;
}) {
  const [state, setState] = useState<"ask" | "busy" | "done">(alreadyPaused ? "done" : "ask");
  const [error, setError] = useState<string | null>(null);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setState("busy");
    const answer = await callRoute(alerts.unsubscribe, { query: { token } });
    if (answer.ok) return setState("done");
    setError(failureMessage(answer, "Could not turn off the alerts"));
    setState("ask");
  }

  if (state === "done") {
    return (
      <div role="status" className="mt-4 space-y-3 text-slate-700">
        <p>Alerts for “{name}” are off. Your other saved searches still send theirs.</p>
        <p className="text-sm">
          Changed your mind? Resume it on{" "}
          <Link href="/profile#saved-searches" className="text-brand-700 underline">
            your profile
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-700">Stop e-mails about new listings for your saved search “{name}”?</p>
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      {/* A plain form too: a press before the page's scripts run still turns the alerts off. */}
      <form method="post" action={routeUrl(alerts.unsubscribe, { query: { token } })} onSubmit={confirm}>
        <button
          type="submit"
          disabled={state === "busy"}
          className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          Turn off these alerts
        </button>
      </form>
    </div>
  );
}
