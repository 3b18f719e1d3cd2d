"use client";

import Link from "next/link";
import { ProfileList, StatusPill } from "@/components/account/profile-list";
import type { ProfileWords } from "@/components/account/profile-words";
import { useShell } from "@/components/i18n/shell-words";
import { visitList, type PublicVisit } from "@/lib/contracts/payments";
import { formatCalendarDay } from "@/lib/format";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { fillWords } from "@/lib/i18n/words";
import { formatVisitMoment, todayInOdisha, VISIT_TIME_ZONE, type VisitStatus } from "@/domain/visits/options";

type VisitWords = ProfileWords["visits"];

const LOOK: Record<VisitStatus, string> = {
  requested: "bg-amber-100 text-amber-900",
  scheduled: "bg-indigo-100 text-indigo-800",
  completed: "bg-emerald-100 text-emerald-800",
  cancelled: "bg-slate-100 text-slate-700",
};

/**
 * A scheduled visit's moment as read in Odisha. English as the visit mails write it; Odia and Hindi as the
 * page's calendar day (the site's formatter) and the time as the visit slots write it ("10:30 am").
 */
function visitMoment(value: string, locale: Locale): string {
  if (locale === "en") return formatVisitMoment(value);
  const moment = new Date(value);
  const time = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: VISIT_TIME_ZONE });
  return `${formatCalendarDay(todayInOdisha(moment), locale)}, ${time.format(moment)}`;
}

/** The profile's house-visit requests: the listing, the preferred day and time, and where it stands. */
export function VisitRequests({ words, retry }: { words: VisitWords; retry: string }) {
  const { locale } = useShell();
  return (
    <ProfileList
      id="visits-heading"
      heading={words.heading}
      route={visitList}
      itemsKey="visits"
      failure={words.failure}
      loadingLabel={words.loading}
      listLabel={words.list}
      emptyTitle={words.empty}
      emptyHint={<p className="mt-1 text-sm text-slate-600">{words.emptyHint}</p>}
      retry={retry}
    >
      {(visit) => (
        <>
          <div className="min-w-48 flex-1">
            <Link
              href={localePath(locale, `/properties/${visit.property.id}`)}
              className="text-brand-700 font-semibold hover:underline"
            >
              {visit.property.title}
            </Link>
            {visit.property.location && <p className="text-slate-600">{visit.property.location}</p>}
          </div>
          <p className="text-slate-800">
            {formatCalendarDay(visit.preferredDate, locale)},{" "}
            {visit.preferredTime ? words.slots[visit.preferredTime] : words.anyTime}
          </p>
          <StatusPill look={LOOK[visit.status]}>{words.status[visit.status]}</StatusPill>
          <VisitOutcome visit={visit} words={words} locale={locale} />
          {visit.note && <p className="w-full text-slate-600">{fillWords(words.note, { note: visit.note })}</p>}
        </>
      )}
    </ProfileList>
  );
}

/** What the team decided: the time fixed for a scheduled (or done) visit, or why it was cancelled. */
function VisitOutcome({ visit, words, locale }: { visit: PublicVisit; words: VisitWords; locale: Locale }) {
  if (visit.status === "cancelled") {
    return (
      <>
        {visit.cancelReason && (
          <p className="w-full text-slate-800">{fillWords(words.reason, { reason: visit.cancelReason })}</p>
        )}
        <p className="w-full text-slate-600">{words.backToPlan}</p>
      </>
    );
  }
  if (!visit.scheduledFor || visit.status === "requested") return null;
  return (
    <p className="w-full font-medium text-slate-900">
      {fillWords(visit.status === "scheduled" ? words.scheduledFor : words.visitedOn, {
        moment: visitMoment(visit.scheduledFor, locale),
      })}
    </p>
  );
}
