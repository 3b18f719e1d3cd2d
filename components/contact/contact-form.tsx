"use client";

import { LoaderCircle, Send } from "@/components/ui/icons";
import { useWatch } from "react-hook-form";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { toast } from "@/components/ui/toast";
import { callRoute } from "@/components/ui/api";
import { sendContactMessage } from "@/lib/contracts/messages";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { CONTACT_SUBJECTS, MESSAGE_MAX_LENGTH } from "@/domain/messages/options";
import { fillWords, type Words } from "@/lib/i18n/words";
import { wordParts } from "@/lib/i18n/word-parts";

/** The subject starts unchosen: its select shows "Select a subject". */
const EMPTY = { name: "", email: "", phone: "", message: "" };

/** The schema (and zod with it) loads on the first send, not with the page. */
const messageSchema = () => import("@/lib/validation/message").then((m) => m.createMessageSchema);

/**
 * The contact page's message form, checked by the server's own schema before it is sent; a failed send keeps
 * everything typed so the visitor can simply try again. `words`: the page's language; the page provides the
 * error words its messages are said in.
 */
export function ContactForm({ words }: { words: Words<"ContactForm"> }) {
  const form = useZodForm(messageSchema, { defaultValues: EMPTY });
  const subjectOptions = [
    { value: "", label: words.selectSubject },
    ...CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: words.subjects[subject] })),
  ];
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const message = useWatch({ control, name: "message" }) ?? "";

  const send = handleSubmit(async (values) => {
    const answer = await callRoute(sendContactMessage, { json: values });
    if (answer.ok && answer.body.success) {
      toast.success(words.sentToast);
      reset();
      return;
    }
    const failure = showServerErrors(form, answer, words.sendFailed);
    toast.error(answer.status === 0 ? words.offline : failure);
  });

  const field = (name: "name" | "email" | "phone" | "subject" | "message") => ({
    id: `contact-${name}`,
    ...register(name),
    error: errors[name]?.message,
  });

  return (
    <form noValidate onSubmit={send} aria-label={words.formLabel} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label={words.fullName} autoComplete="name" required maxLength={100} />
        <TextField {...field("email")} label={words.email} type="email" autoComplete="email" required />
        <TextField
          {...field("phone")}
          label={
            <>
              {words.phone} <span className="font-normal text-slate-600">{words.optional}</span>
            </>
          }
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={words.phonePlaceholder}
        />
        <SelectField {...field("subject")} label={words.subject} required options={subjectOptions} />
      </div>
      <TextAreaField
        {...field("message")}
        label={words.message}
        required
        rows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        hint={fillWords(words.characters, { count: message.length, max: MESSAGE_MAX_LENGTH })}
      />
      <SubmitButton
        busy={isSubmitting}
        label={
          <>
            <Send aria-hidden className="h-5 w-5" />
            {words.send}
          </>
        }
        busyLabel={
          <>
            <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
            {words.sending}
          </>
        }
        className="bg-brand-600 hover:bg-brand-700 inline-flex w-full items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold text-white shadow-sm transition disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      />
      <p className="text-xs text-slate-600">
        {wordParts(words.required, {
          star: (
            <span key="star" className="text-rose-700">
              *
            </span>
          ),
        })}
      </p>
    </form>
  );
}
