"use client";

import Link from "next/link";
import { ListEmpty, ListError, ListSkeleton } from "@/components/account/list-states";
import { useApiList } from "@/components/ui/use-api-list";
import { formatDate, formatRupees } from "@/lib/format";
import type { OrderStatus } from "@/lib/payments/options";

/** GET /api/payments's orders. Amounts are in paise. */
type Payment = {
  id: string;
  date: string;
  plan: { name: string; houseVisits: number };
  amount: number;
  status: OrderStatus;
  paymentId: string | null;
  simulated: boolean;
};

const STATUS: Record<OrderStatus, { label: string; look: string }> = {
  paid: { label: "Paid", look: "bg-emerald-100 text-emerald-800" },
  failed: { label: "Failed", look: "bg-rose-100 text-rose-800" },
  // The checkout was opened and closed without paying.
  created: { label: "Not completed", look: "bg-slate-100 text-slate-700" },
};

/** The profile's payment history: each plan order with its date, amount, status and payment id. */
export function PaymentHistory() {
  const { state, reload } = useApiList<Payment>("/api/payments", "orders", "Could not load your payments.");
  return (
    <section aria-labelledby="payments-heading" className="mt-10">
      <h2 id="payments-heading" className="text-xl font-bold text-slate-900">
        Payments
      </h2>
      {state.kind === "loading" && <ListSkeleton label="Loading your payments" />}
      {state.kind === "error" && <ListError message={state.message} onRetry={() => void reload()} />}
      {state.kind === "ready" && state.items.length === 0 && (
        <ListEmpty title="No payments yet.">
          <Link href="/pricing/user" className="text-brand-700 mt-2 inline-block font-semibold hover:underline">
            See the visit plans
          </Link>
        </ListEmpty>
      )}
      {state.kind === "ready" && state.items.length > 0 && (
        <ul
          aria-label="Your payments"
          className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {state.items.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center gap-x-6 gap-y-1 p-4 text-sm">
              <div className="min-w-40 flex-1">
                <p className="font-semibold text-slate-900">
                  {payment.plan.name}
                  {payment.simulated && <span className="ml-2 text-xs font-normal text-amber-800">(simulated)</span>}
                </p>
                <p className="text-slate-600">{formatDate(payment.date)}</p>
              </div>
              <p className="font-semibold text-slate-900">{formatRupees(payment.amount / 100)}</p>
              <p className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[payment.status].look}`}>
                {STATUS[payment.status].label}
              </p>
              <p className="w-full text-xs text-slate-600 sm:w-auto">
                {payment.paymentId ? (
                  <>
                    Payment ID <span className="font-mono break-all text-slate-800">{payment.paymentId}</span>
                  </>
                ) : (
                  "No payment ID"
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
