"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { callRoute } from "@/components/ui/api";
import { joinWaitlist } from "@/lib/contracts/messages";
import { SubmitButton } from "@/components/ui/submit-button";
import { joinWaitlistSchema, WAITLIST_THANKS } from "@/lib/validation/waitlist";

/** The thank-you line shows for 3 s. */
const THANKS_MS = 3000;

/**
 * The Notify Me form: puts an e-mail on the launch waitlist. Its one field sits beside the button on the
 * dark launch band, so it keeps its own inline layout rather than the stacked form fields.
 */
export function NotifyForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);
  const hideThanks = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(hideThanks.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = joinWaitlistSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Email is invalid");
      return;
    }
    setSending(true);
    setError(null);
    const answer = await callRoute(joinWaitlist, { json: parsed.data });
    setSending(false);
    if (answer.status === 0) {
      setError("Something went wrong, please try again.");
      return;
    }
    if (!answer.ok || !answer.body.success) {
      setError(answer.body.message || "We could not save your e-mail. Please try again.");
      return;
    }
    setEmail("");
    setThanked(true);
    clearTimeout(hideThanks.current);
    hideThanks.current = setTimeout(() => setThanked(false), THANKS_MS);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Get notified at launch" className="mx-auto w-full max-w-lg">
      <label htmlFor="notify-email" className="block text-sm font-semibold text-white">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id="notify-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "notify-email-error" : undefined}
          className="min-w-0 flex-1 rounded-lg border border-white/40 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
        />
        <SubmitButton
          busy={sending}
          label="Notify Me"
          busyLabel="Saving..."
          className="rounded-lg bg-amber-400 px-6 py-3 font-bold text-slate-900 shadow transition hover:bg-amber-300 disabled:cursor-wait disabled:opacity-80"
        />
      </div>
      {error && (
        <p id="notify-email-error" className="mt-2 rounded bg-white px-3 py-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="mt-3 min-h-6 text-center font-semibold text-white">
        {thanked ? WAITLIST_THANKS : ""}
      </p>
    </form>
  );
}
