"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { useSession, type SessionUser } from "@/components/providers/session-provider";
import { useSayError } from "@/components/forms/error-words";
import { useShell } from "@/components/i18n/shell-words";
import { BOOK_VISIT_PRIMARY as primary } from "@/components/property-detail/book-visit-style";
import { callRoute } from "@/components/ui/api";
import { bookVisit } from "@/lib/contracts/payments";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { DialogActions } from "@/components/ui/dialog-actions";
import { NO_PLAN, NO_VISITS_LEFT, PLAN_EXPIRED } from "@/domain/payments/options";
import { addDaysToDate, todayInOdisha, VISIT_MAX_DAYS_AHEAD, VISIT_TIME_SLOTS } from "@/domain/visits/options";
import { localePath } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";

type Subscription = NonNullable<SessionUser["subscription"]>;

function visitsLeftText(
  subscription: Pick<Subscription, "visitsLeft" | "visitsTotal">,
  words: Words<"Enquiry">,
): string {
  const { visitsLeft, visitsTotal } = subscription;
  return visitsTotal === 1
    ? fillWords(words.visitsLeftOfOne, { left: visitsLeft })
    : fillWords(words.visitsLeft, { left: visitsLeft, total: visitsTotal });
}

type Booked = { message: string; subscription: Subscription };

/** Loaded on the first submit: the validation library is not needed until someone books. */
const bookingSchema = () => import("@/lib/validation/payment").then((m) => m.bookVisitFormSchema);

/** What the form starts from, and goes back to once a visit is booked (the number stays). */
const NOT_CHOSEN = { preferredDate: "", preferredTime: "", note: "" } as const;

/**
 * The booking form in a modal (native <dialog>: focus stays inside, Escape closes). Its button loads it on
 * the first click, so the listing page's first scripts carry neither the form nor its fields. Its messages
 * are said through the page's error words (its button provides them).
 */
export function BookVisitDialog({
  propertyId,
  title,
  open,
  onClose,
  words,
}: {
  propertyId: string;
  title: string;
  open: boolean;
  onClose: () => void;
  words: Words<"Enquiry">;
}) {
  const say = useSayError();
  const { locale } = useShell();
  const timeOptions = [
    { value: "", label: words.anyTime },
    ...VISIT_TIME_SLOTS.map((slot) => ({ value: slot, label: words[slot] })),
  ];
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const { user, setUser } = useSession();
  // The number is prefilled from the profile each time the dialog opens; the team calls it to confirm.
  const form = useZodForm(bookingSchema, { defaultValues: { ...NOT_CHOSEN, phone: "" } });
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);
  const [booked, setBooked] = useState<Booked | null>(null);
  // The dates a visit can be asked for, in Odisha's calendar, fixed when the dialog opens.
  const [range, setRange] = useState({ min: "", max: "" });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const today = todayInOdisha();
      setRange({ min: today, max: addDaysToDate(today, VISIT_MAX_DAYS_AHEAD) });
      setBooked(null);
      clearErrors();
      if (!getValues("phone")) setValue("phone", user?.phone ?? "");
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open, user?.phone, clearErrors, getValues, setValue]);

  const send = handleSubmit(async ({ preferredDate, preferredTime, note, phone }) => {
    const answer = await callRoute(bookVisit, {
      json: {
        propertyId,
        preferredDate,
        ...(preferredTime ? { preferredTime } : {}),
        ...(note ? { note } : {}),
        phone,
      },
    });
    const { message, subscription } = answer.body;
    if (answer.ok && subscription) {
      setBooked({ message: say(message ?? words.visitRequested), subscription });
      if (user) setUser({ ...user, subscription });
      reset({ ...NOT_CHOSEN, phone: getValues("phone") });
      return;
    }
    // Field errors show beside their fields; anything else (no plan, listing closed) above the buttons.
    showServerErrors(form, answer, words.bookFailed);
  });

  const subscription = booked?.subscription ?? user?.subscription;
  const headingId = `${ids}-heading`;
  const failure = errors.root?.server?.message;
  // The alert says the refusal in the page's language.
  const noPlan = failure && [NO_PLAN, PLAN_EXPIRED, NO_VISITS_LEFT].map(say).includes(failure);

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={headingId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="space-y-4 p-6">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {words.bookVisit}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{title}</p>
        </div>
        {subscription && (
          <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-900">
            {visitsLeftText(subscription, words)}
          </p>
        )}
        {booked ? (
          <div className="space-y-4">
            <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
              {booked.message}
            </p>
            <div className="flex flex-wrap justify-end gap-3">
              <Link
                href={localePath(locale, "/profile")}
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {words.seeMyVisits}
              </Link>
              <button type="button" autoFocus onClick={onClose} className={primary}>
                {words.done}
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={send} noValidate className="space-y-4">
            <TextField
              label={words.preferredDate}
              type="date"
              required
              min={range.min}
              max={range.max}
              {...field("preferredDate")}
              hint={fillWords(words.dateHint, { days: VISIT_MAX_DAYS_AHEAD })}
            />
            <TextField
              label={words.phoneNumber}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              {...field("phone")}
              hint={words.phoneHint}
            />
            <SelectField
              label={words.preferredTime}
              {...register("preferredTime")}
              options={timeOptions}
              error={errors.preferredTime?.message}
            />
            <TextAreaField label={words.note} hint={words.noteHint} rows={3} maxLength={500} {...field("note")} />
            <FormAlert message={failure}>
              {noPlan && (
                <Link href={localePath(locale, "/pricing")} className="font-semibold underline">
                  {words.seePlans}
                </Link>
              )}
            </FormAlert>
            <DialogActions
              onCancel={onClose}
              busy={isSubmitting}
              label={words.requestVisit}
              busyLabel={words.booking}
              cancelLabel={words.cancel}
            />
          </form>
        )}
      </div>
    </dialog>
  );
}
