"use client";

import { useEffect, useRef } from "react";
import { useSayError } from "@/components/forms/error-words";
import { FormAlert } from "@/components/forms/form-alert";
import { showServerErrors, useZodForm, fieldBinder } from "@/components/forms/use-zod-form";
import type { ApiAnswer } from "@/components/ui/api";
import { DialogActions } from "@/components/ui/dialog-actions";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { TextAreaField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { REPORT_REASON_MAX_LENGTH } from "@/domain/conversations/options";
import type { Words } from "@/lib/i18n/words";
import { reportConversationSchema } from "@/lib/validation/conversation";

/** The dialog's words in the page's language. */
export type ReportWords = Words<"Messages">["report"];

/**
 * Asks why a side reports its conversation, in the site's own dialog: open while rendered, checked as the
 * server checks the reason, and closed once the report is in. `onSend` sends it (as an account or by a guest's
 * link) and answers the API's answer.
 */
export function ReportThreadDialog({
  onSend,
  onClose,
  words,
  cancelLabel,
  closeLabel,
}: {
  onSend: (reason: string) => Promise<ApiAnswer<unknown>>;
  onClose: () => void;
  words: ReportWords;
  cancelLabel: string;
  closeLabel: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const sayError = useSayError();
  const form = useZodForm(reportConversationSchema, { defaultValues: { reason: "" } });
  const {
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const field = fieldBinder(form);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  const send = handleSubmit(async ({ reason }) => {
    const answer = await onSend(reason);
    if (!answer.ok) {
      showServerErrors(form, answer, words.failed);
      return;
    }
    toast.success(sayError(answer.body.message ?? words.done));
    dialog.current?.close();
  });

  return (
    <DialogFrame
      ref={dialog}
      title={words.title}
      closeLabel={closeLabel}
      look="centered"
      onClose={onClose}
      className="w-[min(28rem,calc(100vw-1.5rem))]"
    >
      <form onSubmit={send} noValidate className="space-y-4">
        <TextAreaField
          label={words.question}
          hint={words.hint}
          rows={3}
          required
          requiredMark={false}
          maxLength={REPORT_REASON_MAX_LENGTH}
          {...field("reason")}
        />
        <FormAlert message={errors.root?.server?.message} />
        <DialogActions
          onCancel={() => dialog.current?.close()}
          busy={isSubmitting}
          label={words.send}
          busyLabel={words.sending}
          cancelLabel={cancelLabel}
          tone="danger"
        />
      </form>
    </DialogFrame>
  );
}
