"use client";

import Link from "next/link";
import { useSession } from "@/components/providers/session-provider";

/**
 * How to reach the owner of a listing posted by its owner, for each kind of visitor. The owner's number is
 * not on the page: it reaches a seeker when the owner shares it in the conversation. Nobody is pointed at
 * the company's agent, who answers only the team's own listings.
 */
export function OwnerContactCard() {
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
        <p className="mt-2 h-10 animate-pulse rounded bg-slate-100" aria-hidden />
      ) : user ? (
        <p className="mt-2 text-sm text-slate-700">
          Message the owner with the form above; the conversation is in{" "}
          <Link href="/messages" className="text-brand-700 font-semibold underline">
            Messages
          </Link>
          . Your e-mail and number stay private, and the owner can share their number with you there. If this is
          your listing, its enquiries are waiting for you in Messages.
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          Send the owner a message with the form above: the reply comes to your e-mail with a link to answer.{" "}
          <Link href="/login" className="text-brand-700 font-semibold underline">
            Sign in
          </Link>{" "}
          to keep the conversation in Messages. The owner can share their number with you there.
        </p>
      )}
    </section>
  );
}
