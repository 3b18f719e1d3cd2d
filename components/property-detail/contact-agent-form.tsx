"use client";

import { CircleCheck } from "@/components/ui/icons";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { contactAgent } from "@/lib/contracts/messages";
import { startConversation } from "@/lib/contracts/conversations";
import Link from "next/link";
import { fieldErrors } from "@/components/ui/field-errors";
import { TextAreaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ContactAgentPayload } from "@/lib/validation/contact-agent";

type Values = { name: string; phone: string; email: string; message: string };

/**
 * A signed-in seeker writes into their thread about the listing (started, or continued when they have one):
 * no name, phone or e-mail to type, and none of theirs is shown to the owner.
 */
function SignedInEnquiry({ propertyId, title, byOwner }: { propertyId: string; title: string; byOwner: boolean }) {
  const [text, setText] = useState(`Hello, is "${title}" still available? I would like to visit.`);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [threadId, setThreadId] = useState<string | null>(null);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await callRoute(startConversation, { json: { propertyId, message: text } });
    setBusy(false);
    if (!answer.ok || !answer.body.conversation) {
      setError(answer.body.message ?? "Your message could not be sent. Please try again.");
      return;
    }
    setError(null);
    setThreadId(answer.body.conversation.id);
    toast.success("Message sent");
  }
  const who = byOwner ? "the owner" : "our team";
  return (
    <section
      id="contact-agent"
      aria-labelledby="contact-agent-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="contact-agent-heading" className="text-lg font-semibold">
        {byOwner ? "Message the owner" : "Contact our team"}
      </h2>
      {threadId ? (
        <div className="mt-3 text-sm text-slate-700" role="status">
          <p>Your message is in your conversation with {who}. Replies appear there and in Messages.</p>
          <Link href={`/messages/${threadId}`} className="text-brand-700 mt-2 inline-block font-semibold underline">
            Open the conversation
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">
            Your e-mail address and phone number stay private; {who} answers here on the site.
          </p>
          <TextAreaField
            label="Message"
            name="message"
            rows={4}
            required
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error ?? undefined}
          />
          <SubmitButton busy={busy} label="Send message" busyLabel="Sending..." />
        </form>
      )}
    </section>
  );
}

/**
 * 'Schedule Site Visit': editing, then sent ('Message Sent!' replaces the form) or an inline
 * error with the server's message. Signed in, the seeker writes into their conversation instead.
 */
export function ContactAgentForm({
  propertyDetails,
  byOwner = false,
}: {
  propertyDetails: ContactAgentPayload["propertyDetails"];
  /** Posted by its owner: the enquiry goes to the owner, never to the company's agent. */
  byOwner?: boolean;
}) {
  const { user } = useSession();
  if (user)
    return (
      <SignedInEnquiry
        propertyId={propertyDetails.id}
        title={propertyDetails.title ?? "this listing"}
        byOwner={byOwner}
      />
    );
  return <GuestEnquiry propertyDetails={propertyDetails} byOwner={byOwner} />;
}

function GuestEnquiry({
  propertyDetails,
  byOwner,
}: {
  propertyDetails: ContactAgentPayload["propertyDetails"];
  byOwner: boolean;
}) {
  const initial: Values = {
    name: "",
    phone: "",
    email: "",
    message: `Hello, I would like to schedule a site visit for "${propertyDetails.title}". Please call me to fix a time.`,
  };
  // Fields the visitor has not typed in yet take the signed-in user's details.
  const [typed, setTyped] = useState<Partial<Values>>({});
  const values: Values = {
    ...initial,
    ...typed,
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const [routedTo, setRoutedTo] = useState<"owner" | "team">("team");
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (status === "sent") sentHeading.current?.focus();
  }, [status]);

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setTyped((t) => ({ ...t, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Loaded on first submit, so the listing page does not ship the validation library up front.
    const { contactAgentFormSchema } = await import("@/lib/validation/contact-agent");
    const parsed = contactAgentFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setStatus("sending");
    const payload: ContactAgentPayload = { ...values, subject: "site-visit-request", propertyDetails };
    const answer = await callRoute(contactAgent, { json: payload });
    if (!answer.ok || !answer.body.success) {
      const failure = answer.status === 0 ? "Something went wrong, please try again." : answer.body.message;
      setErrors({ _: failure ?? "Failed to send message" });
      setStatus("editing");
      return;
    }
    toast.success("Message sent successfully!");
    setRoutedTo(answer.body.routedTo ?? "team");
    setStatus("sent");
  }

  return (
    <section
      id="contact-agent"
      aria-labelledby="contact-agent-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {status === "sent" ? (
        <div className="py-6 text-center">
          <CircleCheck aria-hidden className="mx-auto h-12 w-12 text-emerald-600" />
          <h2 ref={sentHeading} tabIndex={-1} id="contact-agent-heading" className="mt-3 text-xl font-semibold">
            Message Sent!
          </h2>
          <p className="mt-2 text-slate-700">
            {routedTo === "owner"
              ? "Your message went to the owner. Their reply comes to your e-mail with a link to answer; your address and number are not shown to them. Until you open that link, the owner sees your e-mail as not confirmed."
              : "Our team will reply to your e-mail (with a link to answer) or call you within 24 hours."}
          </p>
          <button
            type="button"
            onClick={() => {
              setTyped({});
              setStatus("editing");
            }}
            className="text-brand-700 mt-4 text-sm font-semibold hover:underline"
          >
            Send another message
          </button>
        </div>
      ) : (
        <>
          <h2 id="contact-agent-heading" className="text-lg font-semibold">
            {byOwner ? "Contact the owner" : "Contact Agent"}
          </h2>
          <p className="text-sm text-slate-600">
            Schedule Site Visit. Replies come to your e-mail; sign in to talk in Messages.
          </p>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
            <TextField
              label="Your name"
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={set("name")}
              error={errors.name}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              value={values.phone}
              onChange={set("phone")}
              error={errors.phone}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set("email")}
              error={errors.email}
            />
            <TextAreaField
              label="Message"
              name="message"
              rows={4}
              required
              maxLength={2000}
              value={values.message}
              onChange={set("message")}
              error={errors.message}
            />
            {errors._ && (
              <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
                {errors._}
              </p>
            )}
            <SubmitButton busy={status === "sending"} label="Schedule Site Visit" busyLabel="Sending..." />
          </form>
        </>
      )}
    </section>
  );
}
