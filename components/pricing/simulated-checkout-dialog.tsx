"use client";

import { FlaskConical } from "@/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import type { PaymentFailure } from "@/components/pricing/checkout-messages";
import { simulatePayment, type CheckoutOrder, type CheckoutResult } from "@/lib/contracts/payments";
import { callRoute } from "@/components/ui/api";
import { SelectField } from "@/components/ui/form-fields";
import { formatRupees } from "@/lib/format";
import { fillWords, type Words } from "@/lib/i18n/words";

/** The failures Fail can take, named in the dialog's words (failures). */
const FAILURES = ["BAD_REQUEST_ERROR", "GATEWAY_ERROR", "NETWORK_ERROR", "SERVER_ERROR"] as const;

/**
 * Razorpay's checkout stand-in for development without Razorpay keys. It says plainly that no money
 * moves; Pay asks the server for the signed result the real checkout would give (POST
 * /api/payments/simulate) and runs the real verification, Fail takes the failure path, Cancel closes.
 */
export function SimulatedCheckoutDialog({
  words,
  order,
  onPaid,
  onFailed,
  onCancel,
}: {
  words: Words<"Pricing">["dialog"];
  order: CheckoutOrder | null;
  onPaid: (result: CheckoutResult) => Promise<void>;
  onFailed: (failure: PaymentFailure) => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [failure, setFailure] = useState<string>(FAILURES[0]);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (order && !element.open) element.showModal();
    if (!order && element.open) element.close();
    if (!order) setError(null);
  }, [order]);

  async function pay() {
    if (!order) return;
    setPaying(true);
    setError(null);
    const answer = await callRoute(simulatePayment, { json: { orderId: order.id } });
    if (!answer.ok) {
      setPaying(false);
      setError(answer.body.message ?? words.simulateFailed);
      return;
    }
    await onPaid(answer.body as CheckoutResult);
    setPaying(false);
  }

  return (
    <dialog
      ref={dialog}
      // Escape closes the dialog: the same as Cancel, unless a payment is already on its way.
      onCancel={(event) => paying && event.preventDefault()}
      onClose={() => !paying && onCancel()}
      aria-labelledby="simulated-checkout-heading"
      aria-describedby="simulated-checkout-notice"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/60"
    >
      {order && (
        <div className="space-y-4 p-6">
          <h2 id="simulated-checkout-heading" className="text-lg font-semibold text-slate-900">
            {words.title}
          </h2>
          <p
            id="simulated-checkout-notice"
            className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <FlaskConical aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {words.notice}
          </p>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{words.plan}</dt>
              <dd className="font-medium text-slate-900">{order.plan.name}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{words.amount}</dt>
              <dd className="font-medium text-slate-900">{formatRupees(order.amount / 100)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{words.order}</dt>
              <dd className="font-mono text-xs break-all text-slate-700">{order.id}</dd>
            </div>
          </dl>
          <SelectField
            label={words.failure}
            hint={words.failureHint}
            value={failure}
            onChange={(event) => setFailure(event.target.value)}
            options={FAILURES.map((value) => ({ value, label: words.failures[value] }))}
          />
          {error && (
            <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              disabled={paying}
              onClick={onCancel}
              className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
            >
              {words.cancel}
            </button>
            <button
              type="button"
              disabled={paying}
              onClick={() => onFailed({ code: failure, description: words.simulatedFailure })}
              className="rounded-lg border border-rose-300 px-4 py-2 text-sm font-semibold text-rose-800 hover:bg-rose-50 disabled:opacity-60"
            >
              {words.fail}
            </button>
            <button
              type="button"
              autoFocus
              disabled={paying}
              onClick={() => void pay()}
              className="bg-brand-600 hover:bg-brand-700 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:cursor-wait disabled:opacity-60"
            >
              {paying ? words.processing : fillWords(words.pay, { amount: formatRupees(order.amount / 100) })}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
