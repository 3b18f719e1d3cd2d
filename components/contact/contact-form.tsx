"use client";

import { LoaderCircle, Send } from "@/components/ui/icons";
import { useWatch } from "react-hook-form";
import { showServerErrors, useZodForm } from "@/components/forms/use-zod-form";
import { toast } from "@/components/ui/toast";
import { callRoute } from "@/components/ui/api";
import { sendContactMessage } from "@/lib/contracts/messages";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS, MESSAGE_MAX_LENGTH } from "@/domain/messages/options";

/** The subject starts unchosen: its select shows "Select a subject". */
const EMPTY = { name: "", email: "", phone: "", message: "" };
const SUBJECT_OPTIONS = [
  { value: "", label: "Select a subject" },
  ...CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: CONTACT_SUBJECT_LABELS[subject] })),
];

/** The schema (and zod with it) loads on the first send, not with the page. */
const messageSchema = () => import("@/lib/validation/message").then((m) => m.createMessageSchema);

/**
 * The contact page's message form, checked by the server's own schema before it is sent; a failed send keeps
 * everything typed so the visitor can simply try again.
 */
export function ContactForm() {
  const form = useZodForm(messageSchema, { defaultValues: EMPTY });
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
      toast.success("Message sent successfully!");
      reset();
      return;
    }
    const failure = showServerErrors(form, answer, "Failed to send message");
    toast.error(answer.status === 0 ? "Something went wrong, please try again." : failure);
  });

  const field = (name: "name" | "email" | "phone" | "subject" | "message") => ({
    id: `contact-${name}`,
    ...register(name),
    error: errors[name]?.message,
  });

  return (
    <form noValidate onSubmit={send} aria-label="Send us a message" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} label="Full name" autoComplete="name" required maxLength={100} />
        <TextField {...field("email")} label="Email address" type="email" autoComplete="email" required />
        <TextField
          {...field("phone")}
          label={
            <>
              Phone number <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
        />
        <SelectField {...field("subject")} label="Subject" required options={SUBJECT_OPTIONS} />
      </div>
      <TextAreaField
        {...field("message")}
        label="Message"
        required
        rows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        hint={`${message.length}/${MESSAGE_MAX_LENGTH} characters`}
      />
      <SubmitButton
        busy={isSubmitting}
        label={
          <>
            <Send aria-hidden className="h-5 w-5" />
            Send Message
          </>
        }
        busyLabel={
          <>
            <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
            Sending Message...
          </>
        }
        className="bg-brand-600 hover:bg-brand-700 inline-flex w-full items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold text-white shadow-sm transition disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      />
      <p className="text-xs text-slate-600">
        Fields marked <span className="text-rose-700">*</span> are required. We reply within one working day.
      </p>
    </form>
  );
}
