"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useSession } from "@/components/providers/session-provider";

/** The owner's card for a signed-in visitor, with its own read of who they are to the listing. */
const SignedInContact = dynamic(
  () => import("@/components/property-detail/signed-in-contact").then((module) => module.SignedInContact),
  { ssr: false, loading: () => <ContactPlaceholder /> },
);

function ContactPlaceholder() {
  return <p className="mt-2 h-10 animate-pulse rounded bg-slate-100" aria-hidden />;
}

/**
 * How to reach the owner of a listing posted by its owner, for each kind of visitor. Nobody is pointed at
 * the company's agent, who answers only the team's own listings.
 */
export function OwnerContactCard({ propertyId }: { propertyId: string }) {
  const { user, loading } = useSession();
  return (
    <section
      aria-labelledby="owner-contact-heading"
      data-testid="owner-contact-card"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="owner-contact-heading" className="text-lg font-semibold">
        Posted by the owner
      </h2>
      {loading ? (
        <ContactPlaceholder />
      ) : user ? (
        <SignedInContact propertyId={propertyId} />
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          Send the owner a message with the form below: the reply comes to your e-mail with a link to answer.{" "}
          <Link href="/login" className="text-brand-700 font-semibold underline">
            Sign in
          </Link>{" "}
          to keep the conversation in Messages; with a{" "}
          <Link href="/pricing" className="text-brand-700 font-semibold underline">
            plan
          </Link>{" "}
          you can see owners&apos; numbers straight away.
        </p>
      )}
    </section>
  );
}
