"use client";

import { LoaderCircle, Send } from "lucide-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "react-toastify";
import { z } from "zod";
import {
  CONTACT_SUBJECTS,
  CONTACT_SUBJECT_LABELS,
  createMessageSchema,
  MESSAGE_MAX_LENGTH,
} from "@/lib/validation/message";

type Values = { name: string; email: string; phone: string; subject: string; message: string };
type Field = keyof Values;

const EMPTY: Values = { name: "", email: "", phone: "", subject: "", message: "" };
const FIELD_ORDER: readonly Field[] = ["name", "email", "phone", "subject", "message"];

const inputClass =
  "mt-1 block w-full scroll-mt-28 rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 aria-invalid:border-red-600";

/**
 * The contact page's message form (SPEC §2, §5, §8). The shared zod schema checks it before sending; a
 * failed send keeps everything typed so the visitor can simply try again.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  function update(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const field = event.target.name as Field;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // An error goes away as soon as the visitor starts fixing that field.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(fieldErrors: Partial<Record<string, string[] | string | undefined>>) {
    const next: Partial<Record<Field, string>> = {};
    for (const field of FIELD_ORDER) {
      const error = fieldErrors[field];
      if (error) next[field] = Array.isArray(error) ? error[0] : error;
    }
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) document.getElementById(`contact-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createMessageSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(z.flattenError(parsed.error).fieldErrors);
      return;
    }
    setSending(true);
    try {
      const response = await fetch("/api/messages", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => ({}))) as {
        success?: boolean;
        message?: string;
        errors?: Record<string, string>;
      };
      if (response.ok && body.success) {
        toast.success("Message sent successfully!");
        setValues(EMPTY);
        setErrors({});
      } else {
        toast.error(body.message || "Failed to send message");
        if (body.errors) showErrors(body.errors);
      }
    } catch {
      toast.error("Something went wrong, please try again.");
    } finally {
      setSending(false);
    }
  }

  const describe = (field: Field, hint?: string) =>
    [errors[field] ? `contact-${field}-error` : null, hint].filter(Boolean).join(" ") || undefined;

  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={submit} aria-label="Send us a message" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="text-sm font-semibold text-slate-800">
            Full name{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={update}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describe("name")}
            className={inputClass}
          />
          {errorText("name")}
        </div>
        <div>
          <label htmlFor="contact-email" className="text-sm font-semibold text-slate-800">
            Email address{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describe("email")}
            className={inputClass}
          />
          {errorText("email")}
        </div>
        <div>
          <label htmlFor="contact-phone" className="text-sm font-semibold text-slate-800">
            Phone number <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            value={values.phone}
            onChange={update}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describe("phone")}
            className={inputClass}
          />
          {errorText("phone")}
        </div>
        <div>
          <label htmlFor="contact-subject" className="text-sm font-semibold text-slate-800">
            Subject{" "}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <select
            id="contact-subject"
            name="subject"
            required
            value={values.subject}
            onChange={update}
            aria-invalid={Boolean(errors.subject)}
            aria-describedby={describe("subject")}
            className={inputClass}
          >
            <option value="">Select a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {CONTACT_SUBJECT_LABELS[subject]}
              </option>
            ))}
          </select>
          {errorText("subject")}
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className="text-sm font-semibold text-slate-800">
          Message{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          value={values.message}
          onChange={update}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describe("message", "contact-message-hint")}
          className={inputClass}
        />
        {errorText("message")}
        <p id="contact-message-hint" className="mt-1 text-xs text-slate-600">
          {values.message.length}/{MESSAGE_MAX_LENGTH} characters
        </p>
      </div>
      <button
        type="submit"
        disabled={sending}
        className="bg-brand-600 hover:bg-brand-700 inline-flex w-full items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold text-white shadow-sm transition disabled:cursor-wait disabled:opacity-80 sm:w-auto"
      >
        {sending ? (
          <>
            <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
            Sending Message...
          </>
        ) : (
          <>
            <Send aria-hidden className="h-5 w-5" />
            Send Message
          </>
        )}
      </button>
      <p className="text-xs text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required. We reply within one working day.
      </p>
    </form>
  );
}
