"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { useSession } from "@/components/providers/session-provider";
import type { ListingWords } from "@/components/property-detail/listing-words";
import type { EnquiryWords } from "@/components/property-detail/enquiry-words";
import { DEFAULT_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";

/** The owner's card for a signed-in visitor, with its own read of who they are to the listing. */
const SignedInContact = dynamic(
  () => import("@/components/property-detail/signed-in-contact").then((module) => module.SignedInContact),
  { ssr: false, loading: () => <ContactPlaceholder /> },
);

function ContactPlaceholder() {
  return <p className="mt-2 h-10 animate-pulse rounded bg-slate-100" aria-hidden />;
}

/** `text` with each `{name}` that `parts` names replaced by that part (a link), in the message's own order. */
function withParts(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && Object.hasOwn(parts, name) ? parts[name] : piece}</Fragment>;
  });
}

/**
 * How to reach the owner of a listing posted by its owner, for each kind of visitor. Nobody is pointed at
 * the company's agent, who answers only the team's own listings.
 */
export function OwnerContactCard({
  propertyId,
  locale = DEFAULT_LOCALE,
  words,
  enquiryWords,
}: {
  propertyId: string;
  locale?: Locale;
  words: ListingWords["ownerContact"];
  /** The contact lines' own words (English without them). */
  enquiryWords?: EnquiryWords;
}) {
  const { user, loading } = useSession();
  const link = "text-brand-700 font-semibold underline";
  return (
    <section
      aria-labelledby="owner-contact-heading"
      data-testid="owner-contact-card"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="owner-contact-heading" className="text-lg font-semibold">
        {words.heading}
      </h2>
      {loading ? (
        <ContactPlaceholder />
      ) : user ? (
        <SignedInContact propertyId={propertyId} words={enquiryWords} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {words.signedOut}{" "}
          {withParts(words.signInPlan, {
            signIn: (
              <Link href={localePath(locale, "/login")} className={link}>
                {words.signIn}
              </Link>
            ),
            plan: (
              <Link href={localePath(locale, "/pricing")} className={link}>
                {words.plan}
              </Link>
            ),
          })}
        </p>
      )}
    </section>
  );
}
