"use client";

import { CircleCheck } from "@/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { contactAgent } from "@/lib/contracts/messages";
import dynamic from "next/dynamic";
import { SignedInEnquiry } from "@/components/property-detail/signed-in-enquiry";
import { ENGLISH_ENQUIRY_WORDS, type EnquiryWords } from "@/components/property-detail/enquiry-words";
import { ErrorWordsProvider } from "@/components/forms/error-words";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import { TextAreaField, TextField } from "@/components/ui/form-fields";
import { SubmitButton } from "@/components/ui/submit-button";
import { fillWords, type Words } from "@/lib/i18n/words";
import type { ContactAgentPayload } from "@/lib/validation/contact-agent";

/**
 * The schema loads on the first submit: the listing page does not ship the validation library up front.
 * On an owner's listing the form has no phone field and its schema no phone; the form's type is the wider one.
 */
const teamSchema = () => import("@/lib/validation/contact-agent").then((m) => m.contactAgentFormSchema);
const ownerSchema = () =>
  import("@/lib/validation/contact-agent").then(
    (m) => m.ownerEnquiryFormSchema as unknown as typeof m.contactAgentFormSchema,
  );

/**
 * The owner's own listing needs no form (their card points to Messages); anyone else signed in writes into
 * their conversation. Who the visitor is to the listing is read once, with the owner's card.
 */
const SignedInOwnerListingEnquiry = dynamic(
  () => import("@/components/property-detail/signed-in-contact").then((module) => module.SignedInOwnerListingEnquiry),
  { ssr: false },
);

/**
 * Who hears what (docs/conversations.md): on the team's listings a signed-out visitor asks for a site visit
 * with a phone number, which the team calls back on; on a listing posted by its owner the owner answers in a
 * conversation and never sees the visitor's e-mail or number, so the form asks for neither a number nor a
 * call. Sent, 'Message Sent!' replaces the form; a failure shows inline with the server's message. Signed
 * in, the seeker writes into their conversation instead. `words`: the page's language (English until given).
 */
export function ContactAgentForm({
  propertyDetails,
  byOwner = false,
  words = ENGLISH_ENQUIRY_WORDS,
}: {
  propertyDetails: ContactAgentPayload["propertyDetails"];
  /** Posted by its owner: the enquiry goes to the owner, never to the company's agent. */
  byOwner?: boolean;
  words?: EnquiryWords;
}) {
  return (
    <ErrorWordsProvider words={words.errors}>
      <Enquiry propertyDetails={propertyDetails} byOwner={byOwner} words={words.text} />
    </ErrorWordsProvider>
  );
}

function Enquiry({
  propertyDetails,
  byOwner,
  words,
}: {
  propertyDetails: ContactAgentPayload["propertyDetails"];
  byOwner: boolean;
  words: Words<"Enquiry">;
}) {
  const { user, loading } = useSession();
  const title = propertyDetails.title ?? words.thisListing;
  if (user && byOwner)
    return <SignedInOwnerListingEnquiry propertyId={propertyDetails.id} title={title} words={words} />;
  if (user) return <SignedInEnquiry propertyId={propertyDetails.id} title={title} byOwner={false} words={words} />;
  // Until the session is known the form is drawn but closed: a signed-in visitor's words typed into it would
  // be lost when their own form takes its place.
  return <GuestEnquiry propertyDetails={propertyDetails} byOwner={byOwner} waiting={loading} words={words} />;
}

function GuestEnquiry({
  propertyDetails,
  byOwner,
  waiting,
  words,
}: {
  propertyDetails: ContactAgentPayload["propertyDetails"];
  byOwner: boolean;
  waiting: boolean;
  words: Words<"Enquiry">;
}) {
  const defaultValues = {
    name: "",
    // A strict schema refuses a key it does not know: the owner's form carries no phone at all.
    ...(byOwner ? {} : { phone: "" }),
    email: "",
    // What the owner or the team reads, in the language the visitor reads the page in.
    message: fillWords(byOwner ? words.ownerDefault : words.teamDefault, { title: String(propertyDetails.title) }),
  };
  const form = useZodForm(byOwner ? ownerSchema : teamSchema, { defaultValues });
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
    const payload: ContactAgentPayload = {
      ...values,
      subject: byOwner ? "owner-enquiry" : "site-visit-request",
      propertyDetails,
    };
    const answer = await callRoute(contactAgent, { json: payload });
    if (!answer.ok || !answer.body.success) {
      showServerErrors(form, answer, words.sendFailed);
      return;
    }
    toast.success(words.sentToast);
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
            {words.sentHeading}
          </h2>
          <p className="mt-2 text-slate-700">{routedTo === "owner" ? words.sentOwner : words.sentTeam}</p>
          <button
            type="button"
            onClick={() => {
              reset(defaultValues);
              setRoutedTo(null);
            }}
            className="text-brand-700 mt-4 text-sm font-semibold hover:underline"
          >
            {words.sendAnother}
          </button>
        </div>
      ) : (
        <>
          <h2 id="contact-agent-heading" className="text-lg font-semibold">
            {byOwner ? words.messageOwner : words.contactAgent}
          </h2>
          <p className="text-sm text-slate-600">{byOwner ? words.ownerIntro : words.teamIntro}</p>
          <form onSubmit={send} noValidate className="mt-4">
            <fieldset disabled={waiting} className="space-y-3">
              <TextField label={words.yourName} autoComplete="name" required {...field("name")} />
              {!byOwner && (
                <TextField
                  label={words.phone}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  required
                  {...field("phone")}
                />
              )}
              <TextField label={words.email} type="email" autoComplete="email" required {...field("email")} />
              <TextAreaField label={words.message} rows={4} required maxLength={2000} {...field("message")} />
              <FormAlert message={errors.root?.server?.message} />
              <SubmitButton
                busy={isSubmitting}
                label={byOwner ? words.sendMessage : words.scheduleVisit}
                busyLabel={words.sending}
              />
            </fieldset>
          </form>
        </>
      )}
    </section>
  );
}
