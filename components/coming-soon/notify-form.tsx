"use client";

import { useEffect, useRef, useState } from "react";
import { callRoute } from "@/components/ui/api";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { joinWaitlist } from "@/lib/contracts/messages";
import { SubmitButton } from "@/components/ui/submit-button";
import { joinWaitlistSchema } from "@/lib/validation/waitlist";
import type { Words } from "@/lib/i18n/words";

/** The thank-you line shows for 3 s. */
const THANKS_MS = 3000;

/**
 * The Notify Me form: puts an e-mail on the launch waitlist. Its one field sits beside the button on the
 * dark launch band, so it keeps its own inline layout rather than the stacked form fields; what went wrong,
 * with the address or with the saving, shows under both.
 */
export function NotifyForm({ words }: { words: Words<"ComingSoon">["form"] }) {
  const form = useZodForm(joinWaitlistSchema, { defaultValues: { email: "" } });
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const [thanked, setThanked] = useState(false);
  const hideThanks = useRef<ReturnType<typeof setTimeout>>(undefined);
  const error = errors.email?.message ?? errors.root?.server?.message;

  useEffect(() => () => clearTimeout(hideThanks.current), []);

  const submit = handleSubmit(async (values) => {
    const answer = await callRoute(joinWaitlist, { json: values });
    if (!answer.ok || !answer.body.success) {
      showServerErrors(form, answer, words.failed);
      return;
    }
    reset();
    setThanked(true);
    clearTimeout(hideThanks.current);
    hideThanks.current = setTimeout(() => setThanked(false), THANKS_MS);
  });

  return (
    <form noValidate onSubmit={submit} aria-label={words.label} className="mx-auto w-full max-w-lg">
      <label htmlFor="notify-email" className="block text-sm font-semibold text-white">
        {words.email}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id="notify-email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          // What went wrong goes away as the visitor corrects the address.
          {...register("email", { onChange: () => clearErrors("root") })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "notify-email-error" : undefined}
          className="min-w-0 flex-1 rounded-lg border border-white/40 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
        />
        <SubmitButton
          busy={isSubmitting}
          label={words.notify}
          busyLabel={words.saving}
          className="rounded-lg bg-amber-400 px-6 py-3 font-bold text-slate-900 shadow transition hover:bg-amber-300 disabled:cursor-wait disabled:opacity-80"
        />
      </div>
      {error && (
        <p id="notify-email-error" className="mt-2 rounded bg-white px-3 py-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="mt-3 min-h-6 text-center font-semibold text-white">
        {thanked ? words.thanks : ""}
      </p>
    </form>
  );
}
