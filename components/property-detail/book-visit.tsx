"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSession, type SessionUser } from "@/components/providers/session-provider";
import { ErrorWordsProvider, useSayError } from "@/components/forms/error-words";
import { useShell } from "@/components/i18n/shell-words";
import { ENGLISH_ENQUIRY_WORDS, type EnquiryWords } from "@/components/property-detail/enquiry-words";
import { BOOK_VISIT_PRIMARY as primary } from "@/components/property-detail/book-visit-style";
import { CalendarCheck } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import { NO_PLAN, NO_VISITS_LEFT, PLAN_EXPIRED } from "@/domain/payments/options";
import { localePath } from "@/lib/i18n/locales";

// Fetched on the first click that opens it (see below), never with the page.
const BookVisitDialog = dynamic(
  () => import("@/components/property-detail/book-visit-dialog").then((module) => module.BookVisitDialog),
  { ssr: false },
);

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
 * own dialog. `words`: the page's language (English until given); the pages it sends to are in it too.
 */
export function BookVisitButton({
  propertyId,
  title,
  className = primary,
  words = ENGLISH_ENQUIRY_WORDS,
}: {
  propertyId: string;
  title: string;
  className?: string;
  words?: EnquiryWords;
}) {
  return (
    <ErrorWordsProvider words={words.errors}>
      <BookVisit propertyId={propertyId} title={title} className={className} words={words} />
    </ErrorWordsProvider>
  );
}

function BookVisit({
  propertyId,
  title,
  className,
  words,
}: {
  propertyId: string;
  title: string;
  className: string;
  words: EnquiryWords;
}) {
  const { user, loading } = useSession();
  const { locale } = useShell();
  const say = useSayError();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // The dialog is mounted from its first opening on, so the page's first render carries no form.
  const [opened, setOpened] = useState(false);

  function start() {
    if (!user) {
      toast.info(words.text.loginToBook);
      const back = localePath(locale, `/properties/${propertyId}`);
      router.push(`${localePath(locale, "/login")}?callbackUrl=${encodeURIComponent(back)}`);
      return;
    }
    const problem = planProblem(user.subscription);
    if (problem) {
      toast.info(say(problem), { autoClose: 5000 });
      router.push(localePath(locale, "/pricing"));
      return;
    }
    setOpened(true);
    setOpen(true);
  }

  return (
    <>
      <button type="button" disabled={loading} onClick={start} className={className}>
        <CalendarCheck aria-hidden className="h-4 w-4 shrink-0" /> {words.text.bookVisit}
      </button>
      {opened && (
        <BookVisitDialog
          propertyId={propertyId}
          title={title}
          open={open}
          onClose={() => setOpen(false)}
          words={words.text}
        />
      )}
    </>
  );
}
