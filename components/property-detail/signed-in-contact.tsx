"use client";

import Link from "next/link";
import { useState } from "react";
import { callRoute } from "@/components/ui/api";
import { useRouteData } from "@/components/ui/use-route-data";
import { ownerContact, revealNumber, type OwnerContact } from "@/lib/contracts/conversations";
import { SignedInEnquiry } from "@/components/property-detail/signed-in-enquiry";

// Loaded only for a signed-in visitor (owner-contact-card.tsx): it reads through the client data library,
// which no signed-out visitor of a listing needs.

function PlanHolderNumber({ propertyId, contact }: { propertyId: string; contact: OwnerContact }) {
  const [shown, setShown] = useState<OwnerContact>(contact);
  const [error, setError] = useState<string | null>(null);
  if (shown.phone)
    return (
      <p className="mt-2 text-sm text-slate-700">
        Owner&apos;s number:{" "}
        <a href={`tel:${shown.phone}`} className="text-brand-700 font-semibold" data-testid="owner-number">
          {shown.phone}
        </a>{" "}
        ({shown.revealsLeft} more with your plan)
      </p>
    );
  async function reveal() {
    const answer = await callRoute(revealNumber, { params: { id: propertyId } });
    if (!answer.ok || !answer.body.contact) return setError(answer.body.message ?? "The number could not be shown.");
    setShown(answer.body.contact);
  }
  return (
    <div className="mt-3 space-y-2 text-sm text-slate-700">
      <p>
        Your plan shows the owner&apos;s number on {shown.revealsLeft} more listings posted by owners (this one counts
        once).
      </p>
      {shown.revealsLeft > 0 && (
        <button type="button" className="btn-primary" onClick={() => void reveal()}>
          Show number
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

/** Signed in: the caller's way to the owner, by who they are (the owner, a plan holder, a seeker). */
export function SignedInContact({ propertyId }: { propertyId: string }) {
  const { data } = useRouteData(ownerContact, { params: { id: propertyId } }, "");
  const contact = data?.contact;
  if (!contact) return <p className="mt-2 h-10 animate-pulse rounded bg-slate-100" aria-hidden />;
  if (contact.viewer === "owner")
    return (
      <p className="mt-2 text-sm text-slate-700">
        This is your listing. Enquiries about it are in{" "}
        <Link href="/messages" className="text-brand-700 font-semibold underline">
          Messages
        </Link>
        , where you can share your number with anyone you choose.
      </p>
    );
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">
        Message the owner with the form below; the conversation is in{" "}
        <Link href="/messages" className="text-brand-700 font-semibold underline">
          Messages
        </Link>
        . Your e-mail and number stay private, and the owner can share their number with you there.
      </p>
      {contact.viewer === "planHolder" ? (
        <PlanHolderNumber propertyId={propertyId} contact={contact} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          With a{" "}
          <Link href="/pricing" className="text-brand-700 font-semibold underline">
            plan
          </Link>{" "}
          you can see owners&apos; numbers straight away.
        </p>
      )}
    </>
  );
}

/** The enquiry form on a listing posted by its owner: none for the owner, whose card points to Messages. */
export function SignedInOwnerListingEnquiry({ propertyId, title }: { propertyId: string; title: string }) {
  const { data, error } = useRouteData(ownerContact, { params: { id: propertyId } }, "");
  const viewer = data?.contact?.viewer;
  if (viewer === "owner") return null;
  // Unread yet: a placeholder the form's size. Unreadable: the form, which the server still checks.
  if (!viewer && !error) return <p className="h-40 animate-pulse rounded-2xl bg-slate-100" aria-hidden />;
  return <SignedInEnquiry propertyId={propertyId} title={title} byOwner />;
}
