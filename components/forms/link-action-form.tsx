"use client";

import { useState, type ReactNode } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { failureMessage, type ApiAnswer } from "@/components/ui/api";

/**
 * The one button of a page a mail's signed link opens (turn off alerts, answer a freshness reminder): no
 * field to fill in, no session needed, the link's token is the whole request. It is a plain form too, so a
 * press before the page's scripts run still gives the answer (the route sends the browser back to the page);
 * with scripts it posts in place and shows `done`, or what went wrong above the button.
 */
export function LinkActionForm({
  action,
  send,
  fallback,
  alreadyDone,
  question,
  done,
  label,
  buttonClassName,
}: {
  /** Where the plain form posts: the route with the link's token. */
  action: string;
  send: () => Promise<ApiAnswer<unknown>>;
  /** What to say when the answer carries no message of its own. */
  fallback: string;
  alreadyDone: boolean;
  question: ReactNode;
  done: ReactNode;
  label: string;
  buttonClassName: string;
}) {
  const [state, setState] = useState<"ask" | "busy" | "done">(alreadyDone ? "done" : "ask");
  const [error, setError] = useState<string>();

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    setState("busy");
    const answer = await send();
    if (answer.ok) return setState("done");
    setError(failureMessage(answer, fallback));
    setState("ask");
  }

  if (state === "done")
    return (
      <div role="status" className="mt-4 space-y-3 text-slate-700">
        {done}
      </div>
    );
  return (
    <div className="mt-4 space-y-4">
      {question}
      <FormAlert message={error} />
      <form method="post" action={action} onSubmit={confirm}>
        <button
          type="submit"
          disabled={state === "busy"}
          className={`rounded-lg px-4 py-2 font-semibold text-white disabled:opacity-60 ${buttonClassName}`}
        >
          {label}
        </button>
      </form>
    </div>
  );
}
