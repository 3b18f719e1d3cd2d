"use client";

import { CalendarCheck } from "@/components/ui/icons";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { useSession, type SessionUser } from "@/components/providers/session-provider";
import { callApi } from "@/components/ui/api";
import { fieldErrors } from "@/components/ui/field-errors";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import {
  addDaysToDate,
  NO_PLAN,
  NO_VISITS_LEFT,
  PLAN_EXPIRED,
  todayInOdisha,
  VISIT_MAX_DAYS_AHEAD,
  VISIT_TIME_SLOT_LABELS,
  VISIT_TIME_SLOTS,
} from "@/lib/payments/options";

type Subscription = NonNullable<SessionUser["subscription"]>;

const TIME_OPTIONS = [
  { value: "", label: "Any time" },
  ...VISIT_TIME_SLOTS.map((slot) => ({ value: slot, label: VISIT_TIME_SLOT_LABELS[slot] })),
];

const LOGIN_TO_BOOK = "Please log in to book a house visit.";

const primary =
  "bg-brand-600 hover:bg-brand-700 inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-white disabled:cursor-wait disabled:opacity-60";

function visitsLeftText(subscription: Pick<Subscription, "visitsLeft" | "visitsTotal">): string {
  const { visitsLeft, visitsTotal } = subscription;
  return `You have ${visitsLeft} of ${visitsTotal} house ${visitsTotal === 1 ? "visit" : "visits"} left.`;
}

/** Why this visitor cannot book yet (and must go to the pricing page), or null when they can. */
function planProblem(subscription: SessionUser["subscription"]): string | null {
  if (!subscription?.isActive) return subscription?.isExpired ? PLAN_EXPIRED : NO_PLAN;
  return subscription.visitsLeft > 0 ? null : NO_VISITS_LEFT;
}

/**
 * 'Book a visit' for a listing: a plan holder asks for a guided visit on a day and part of the day, which
 * takes one visit from their plan (POST /api/visits). Signed-out visitors go to the login page and come
 * back here; visitors without a plan (or with none left) go to the pricing page. The listing page is
 * cached for everyone, so all of this is decided in the browser. Place it anywhere: each button has its
 * own dialog.
 */
export function BookVisitButton({
  propertyId,
  title,
  className = primary,
}: {
  propertyId: string;
  title: string;
  className?: string;
}) {
  const { user, loading } = useSession();
  const router = useRouter();
  const [open, setOpen] = useState(false);

  function start() {
    if (!user) {
      toast.info(LOGIN_TO_BOOK);
      router.push(`/login?callbackUrl=${encodeURIComponent(`/properties/${propertyId}`)}`);
      return;
    }
    const problem = planProblem(user.subscription);
    if (problem) {
      toast.info(problem, { autoClose: 5000 });
      router.push("/pricing");
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <button type="button" disabled={loading} onClick={start} className={className}>
        <CalendarCheck aria-hidden className="h-4 w-4" /> Book a visit
      </button>
      <BookVisitDialog propertyId={propertyId} title={title} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The listing page's block around the button: what a visit is, beside the contact form. */
export function BookVisitCard({ propertyId, title }: { propertyId: string; title: string }) {
  return (
    <section
      id="book-visit"
      aria-labelledby="book-visit-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="book-visit-heading" className="text-lg font-semibold">
        See it in person
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Book a guided visit with your visit plan. We call you within 24 hours to fix the time.
      </p>
      <BookVisitButton propertyId={propertyId} title={title} className={`${primary} mt-4 w-full`} />
    </section>
  );
}

type Booked = { message: string; subscription: Subscription };

function BookVisitDialog({
  propertyId,
  title,
  open,
  onClose,
}: {
  propertyId: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const { user, setUser } = useSession();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
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
      setErrors({});
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      propertyId,
      // Empty means not chosen yet, which the schema says as such.
      preferredDate: date || undefined,
      ...(time ? { preferredTime: time } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    // Loaded on first use: the validation library is not needed until someone books.
    const { createVisitSchema } = await import("@/lib/validation/payment");
    const parsed = createVisitSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSending(true);
    const answer = await callApi<Booked>("/api/visits", { json: payload });
    setSending(false);
    const { message, subscription } = answer.body;
    if (answer.ok && subscription) {
      setBooked({ message: message ?? "Visit requested.", subscription });
      if (user) setUser({ ...user, subscription });
      setDate("");
      setTime("");
      setNote("");
      return;
    }
    const failure = answer.status === 0 ? "Something went wrong, please try again." : message;
    // Field errors show beside their fields; anything else (no plan, listing closed) above the buttons.
    const fields = (answer.body as { errors?: Record<string, string> }).errors ?? {};
    const shown = ["preferredDate", "preferredTime", "note"].some((field) => fields[field]);
    setErrors(shown ? fields : { _: failure ?? "The visit could not be booked. Please try again." });
  }

  const subscription = booked?.subscription ?? user?.subscription;
  const headingId = `${ids}-heading`;
  const noPlan = errors._ && [NO_PLAN, PLAN_EXPIRED, NO_VISITS_LEFT].includes(errors._);

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
            Book a visit
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{title}</p>
        </div>
        {subscription && (
          <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-900">
            {visitsLeftText(subscription)}
          </p>
        )}
        {booked ? (
          <div className="space-y-4">
            <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
              {booked.message}
            </p>
            <div className="flex flex-wrap justify-end gap-3">
              <Link
                href="/profile"
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                See my visits
              </Link>
              <button type="button" autoFocus onClick={onClose} className={primary}>
                Done
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <TextField
              label="Preferred date"
              type="date"
              required
              min={range.min}
              max={range.max}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={errors.preferredDate}
              hint={`Any day from today to ${VISIT_MAX_DAYS_AHEAD} days ahead.`}
            />
            <SelectField
              label="Preferred time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              options={TIME_OPTIONS}
              error={errors.preferredTime}
            />
            <TextAreaField
              label="Note for our team"
              hint="Optional: who is coming, what you want to check."
              rows={3}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={errors.note}
            />
            {errors._ && (
              <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
                {errors._}{" "}
                {noPlan && (
                  <Link href="/pricing" className="font-semibold underline">
                    See the plans
                  </Link>
                )}
              </p>
            )}
            <div className="flex justify-end gap-3">
              <button
                type="button"
                onClick={onClose}
                className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                Cancel
              </button>
              <SubmitButton busy={sending} label="Request visit" busyLabel="Booking..." className={primary} />
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
