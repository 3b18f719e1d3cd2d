"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { callRoute } from "@/components/ui/api";
import { startConversation } from "@/lib/contracts/conversations";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { TextAreaField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";

/** The schema loads on the first submit: the listing page does not ship the validation library up front. */
const signedInSchema = () =>
  import("@/lib/validation/conversation").then((m) => m.startConversationSchema.pick({ message: true }));

/**
 * A signed-in seeker writes into their thread about the listing (started, or continued when they have one):
 * no name, phone or e-mail to type, and none of theirs is shown to the owner.
 */
export function SignedInEnquiry({
  propertyId,
  title,
  byOwner,
}: {
  propertyId: string;
  title: string;
  byOwner: boolean;
}) {
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
