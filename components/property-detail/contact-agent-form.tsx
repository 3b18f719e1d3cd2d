"use client";

import { CircleCheck } from "@/components/ui/icons";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { contactAgent } from "@/lib/contracts/messages";
import { fieldErrors } from "@/components/ui/field-errors";
import { TextAreaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ContactAgentPayload } from "@/lib/validation/contact-agent";

type Values = { name: string; phone: string; email: string; message: string };

/**
 * 'Schedule Site Visit': editing, then sent ('Message Sent!' replaces the form) or an inline
 * error with the server's message.
 */
export function ContactAgentForm({ propertyDetails }: { propertyDetails: ContactAgentPayload["propertyDetails"] }) {
  const { user } = useSession();
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
    name: user?.name ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
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
              ? "Your message went to the owner, who will call you to arrange your visit."
              : "The agent will call you within 24 hours to arrange your visit."}
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
            Contact Agent
          </h2>
          <p className="text-sm text-slate-600">Schedule Site Visit</p>
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
