"use client";

import Link from "next/link";
import { useState } from "react";
import { callRoute } from "@/components/ui/api";
import { useRouteData } from "@/components/ui/use-route-data";
import { ownerContact, revealNumber, type OwnerContact } from "@/lib/contracts/conversations";
import { SignedInEnquiry } from "@/components/property-detail/signed-in-enquiry";
import { useShell } from "@/components/i18n/shell-words";
import { ErrorWordsProvider, useSayError } from "@/components/forms/error-words";
import { ENGLISH_ENQUIRY_WORDS, type EnquiryWords } from "@/components/property-detail/enquiry-words";
import { localePath } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";
import { wordParts } from "@/lib/i18n/word-parts";

// Loaded only for a signed-in visitor (owner-contact-card.tsx): it reads through the client data library,
// which no signed-out visitor of a listing needs.

function PlanHolderNumber({
  propertyId,
  contact,
  words,
}: {
  propertyId: string;
  contact: OwnerContact;
  words: Words<"Enquiry">;
}) {
  const [shown, setShown] = useState<OwnerContact>(contact);
  const [error, setError] = useState<string | null>(null);
  const say = useSayError();
  if (shown.phone)
    return (
      <p className="mt-2 text-sm text-slate-700">
        {words.ownerNumber}{" "}
        <a href={`tel:${shown.phone}`} className="text-brand-700 font-semibold" data-testid="owner-number">
          {shown.phone}
        </a>{" "}
        {fillWords(words.revealsLeft, { count: shown.revealsLeft })}
      </p>
    );
  async function reveal() {
    const answer = await callRoute(revealNumber, { params: { id: propertyId } });
    if (!answer.ok || !answer.body.contact) return setError(say(answer.body.message ?? words.numberFailed));
    setShown(answer.body.contact);
  }
  return (
    <div className="mt-3 space-y-2 text-sm text-slate-700">
      <p>{fillWords(words.planReveals, { count: shown.revealsLeft })}</p>
      {shown.revealsLeft > 0 && (
        <button type="button" className="btn-primary" onClick={() => void reveal()}>
          {words.showNumber}
        </button>
      )}
      {error && (
        <p role="alert" className="text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Signed in: the caller's way to the owner, by who they are (the owner, a plan holder, a seeker). `words`: the
 * contact doors' words in the page's language (English until given).
 */
export function SignedInContact({
  propertyId,
  words = ENGLISH_ENQUIRY_WORDS,
}: {
  propertyId: string;
  words?: EnquiryWords;
}) {
  return (
    <ErrorWordsProvider words={words.errors}>
      <OwnerContactLines propertyId={propertyId} words={words.text} />
    </ErrorWordsProvider>
  );
}

function OwnerContactLines({ propertyId, words }: { propertyId: string; words: Words<"Enquiry"> }) {
  const { locale } = useShell();
  const { data } = useRouteData(ownerContact, { params: { id: propertyId } }, "");
  const contact = data?.contact;
  if (!contact) return <p className="mt-2 h-10 animate-pulse rounded bg-slate-100" aria-hidden />;
  const messages = (
    <Link key="messages" href={localePath(locale, "/messages")} className="text-brand-700 font-semibold underline">
      {words.messagesLink}
    </Link>
  );
  if (contact.viewer === "owner")
    return <p className="mt-2 text-sm text-slate-700">{wordParts(words.yourListing, { messages })}</p>;
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">{wordParts(words.messageBelow, { messages })}</p>
      {contact.viewer === "planHolder" ? (
        <PlanHolderNumber propertyId={propertyId} contact={contact} words={words} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {wordParts(words.withPlan, {
            plan: (
              <Link key="plan" href={localePath(locale, "/pricing")} className="text-brand-700 font-semibold underline">
                {words.planLink}
              </Link>
            ),
          })}
        </p>
      )}
    </>
  );
}

/** The enquiry form on a listing posted by its owner: none for the owner, whose card points to Messages. */
export function SignedInOwnerListingEnquiry({
  propertyId,
  title,
  words,
}: {
  propertyId: string;
  title: string;
  words: Words<"Enquiry">;
}) {
  const { data, error } = useRouteData(ownerContact, { params: { id: propertyId } }, "");
  const viewer = data?.contact?.viewer;
  if (viewer === "owner") return null;
  // Unread yet: a placeholder the form's size. Unreadable: the form, which the server still checks.
  if (!viewer && !error) return <p className="h-40 animate-pulse rounded-2xl bg-slate-100" aria-hidden />;
  return <SignedInEnquiry propertyId={propertyId} title={title} byOwner words={words} />;
}
