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
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";
import { fillWords, type Words } from "@/lib/i18n/words";

/** The schema loads on the first submit: the listing page does not ship the validation library up front. */
const signedInSchema = () =>
  import("@/lib/validation/conversation").then((m) => m.startConversationSchema.pick({ message: true }));

/**
 * A signed-in seeker writes into their thread about the listing (started, or continued when they have one):
 * no name, phone or e-mail to type, and none of theirs is shown to the owner. Its form's messages are said
 * through the page's error words (the contact form above provides them).
 */
export function SignedInEnquiry({
  propertyId,
  title,
  byOwner,
  words,
}: {
  propertyId: string;
  title: string;
  byOwner: boolean;
  words: Words<"Enquiry">;
}) {
  const { locale } = useShell();
  const form = useZodForm(signedInSchema, {
    defaultValues: { message: fillWords(words.ownerDefault, { title }) },
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
      showServerErrors(form, answer, words.sendFailedSignedIn);
      return;
    }
    setThreadId(answer.body.conversation.id);
    toast.success(words.sentShort);
  });
  return (
    <section
      id="contact-agent"
      aria-labelledby="contact-agent-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="contact-agent-heading" className="text-lg font-semibold">
        {byOwner ? words.messageOwner : words.contactTeam}
      </h2>
      {threadId ? (
        <div className="mt-3 text-sm text-slate-700" role="status">
          <p>{byOwner ? words.inConversationOwner : words.inConversationTeam}</p>
          <Link
            href={localePath(locale, `/messages/${threadId}`)}
            className="text-brand-700 mt-2 inline-block font-semibold underline"
          >
            {words.openConversation}
          </Link>
        </div>
      ) : (
        <form onSubmit={send} noValidate className="mt-3 space-y-3">
          <p className="text-sm text-slate-600">{byOwner ? words.privateOwner : words.privateTeam}</p>
          <TextAreaField label={words.message} rows={4} required maxLength={2000} {...field("message")} />
          <FormAlert message={errors.root?.server?.message} />
          <SubmitButton busy={isSubmitting} label={words.sendMessage} busyLabel={words.sending} />
        </form>
      )}
    </section>
  );
}
