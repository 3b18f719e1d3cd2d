"use client";

import { LoaderCircle, Send } from "@/components/ui/icons";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { showFieldErrors } from "@/components/forms/show-field-errors";
import { toast } from "@/components/ui/toast";
import { callRoute } from "@/components/ui/api";
import { sendContactMessage } from "@/lib/contracts/messages";
import { fieldErrors } from "@/components/ui/field-errors";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS, MESSAGE_MAX_LENGTH } from "@/lib/messages/options";

type Values = { name: string; email: string; phone: string; subject: string; message: string };
type Field = keyof Values;

const EMPTY: Values = { name: "", email: "", phone: "", subject: "", message: "" };
const FIELD_ORDER: readonly Field[] = ["name", "email", "phone", "subject", "message"];
const SUBJECT_OPTIONS = [
  { value: "", label: "Select a subject" },
  ...CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: CONTACT_SUBJECT_LABELS[subject] })),
];

/**
 * The contact page's message form. The shared zod schema, loaded when the visitor sends, checks it first; a failed send keeps
 * everything typed so the visitor can simply try again.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  function update(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const field = event.target.name as Field;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // An error goes away as soon as the visitor starts fixing that field.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: Record<string, string>) {
    const next: Partial<Record<Field, string>> = {};
    for (const field of FIELD_ORDER) if (found[field]) next[field] = found[field];
    showFieldErrors(form.current, () => setErrors(next));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema (and zod with it) loads on the first send, not with the page.
    const { createMessageSchema } = await import("@/lib/validation/message");
    const parsed = createMessageSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setSending(true);
    const answer = await callRoute(sendContactMessage, { json: parsed.data });
    setSending(false);
    if (answer.ok && answer.body.success) {
      toast.success("Message sent successfully!");
      setValues(EMPTY);
      setErrors({});
    } else if (answer.status === 0) {
      toast.error("Something went wrong, please try again.");
    } else {
      toast.error(answer.body.message || "Failed to send message");
      if (answer.body.errors) showErrors(answer.body.errors);
    }
  }

  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: update,
    error: errors[name],
  });

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="Send us a message" className="space-y-5">
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
        hint={`${values.message.length}/${MESSAGE_MAX_LENGTH} characters`}
      />
      <SubmitButton
        busy={sending}
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
