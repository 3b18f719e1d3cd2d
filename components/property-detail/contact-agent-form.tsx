"use client";

import { CircleCheck } from "@/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { contactAgent } from "@/lib/contracts/messages";
import { startConversation } from "@/lib/contracts/conversations";
import Link from "next/link";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { TextAreaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ContactAgentPayload } from "@/lib/validation/contact-agent";

/** The schemas load on the first submit: the listing page does not ship the validation library up front. */
const signedInSchema = () =>
  import("@/lib/validation/conversation").then((m) => m.startConversationSchema.pick({ message: true }));
const guestSchema = () => import("@/lib/validation/contact-agent").then((m) => m.contactAgentFormSchema);

/**
 * A signed-in seeker writes into their thread about the listing (started, or continued when they have one):
 * no name, phone or e-mail to type, and none of theirs is shown to the owner.
 */
function SignedInEnquiry({ propertyId, title, byOwner }: { propertyId: string; title: string; byOwner: boolean }) {
  const form = useZodForm(signedInSchema, {
    defaultValues: { message: `Hello, is "${title}" still available? I would like to visit.` },
  });
  const {
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);
  const [threadId, setThreadId] = useState<string | null>(null);
  const send = handleSubmit(async ({ message }) => {
    const answer = await callRoute(startConversation, { json: { propertyId, message } });
    if (!answer.ok || !answer.body.conversation) {
      showServerErrors(form, answer, "Your message could not be sent. Please try again.");
      return;
    }
    setThreadId(answer.body.conversation.id);
    toast.success("Message sent");
  });
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
        <form onSubmit={send} noValidate className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">
            Your e-mail address and phone number stay private; {who} answers here on the site.
          </p>
          <TextAreaField label="Message" rows={4} required maxLength={2000} {...field("message")} />
          <FormAlert message={errors.root?.server?.message} />
          <SubmitButton busy={isSubmitting} label="Send message" busyLabel="Sending..." />
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
  const defaultValues = {
    name: "",
    phone: "",
    email: "",
    message: `Hello, I would like to schedule a site visit for "${propertyDetails.title}". Please call me to fix a time.`,
  };
  const form = useZodForm(guestSchema, { defaultValues });
  const {
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);
  const [routedTo, setRoutedTo] = useState<"owner" | "team" | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (routedTo) sentHeading.current?.focus();
  }, [routedTo]);

  const send = handleSubmit(async (values) => {
    const payload: ContactAgentPayload = { ...values, subject: "site-visit-request", propertyDetails };
    const answer = await callRoute(contactAgent, { json: payload });
    if (!answer.ok || !answer.body.success) {
      showServerErrors(form, answer, "Failed to send message");
      return;
    }
    toast.success("Message sent successfully!");
    setRoutedTo(answer.body.routedTo ?? "team");
  });

  return (
    <section
      id="contact-agent"
      aria-labelledby="contact-agent-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {routedTo ? (
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
              reset(defaultValues);
              setRoutedTo(null);
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
          <form onSubmit={send} noValidate className="mt-4 space-y-3">
            <TextField label="Your name" autoComplete="name" required {...field("name")} />
            <TextField
              label="Phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              {...field("phone")}
            />
            <TextField label="Email" type="email" autoComplete="email" required {...field("email")} />
            <TextAreaField label="Message" rows={4} required maxLength={2000} {...field("message")} />
            <FormAlert message={errors.root?.server?.message} />
            <SubmitButton busy={isSubmitting} label="Schedule Site Visit" busyLabel="Sending..." />
          </form>
        </>
      )}
    </section>
  );
}
