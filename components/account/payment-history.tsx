"use client";

import Link from "next/link";
import { ProfileList, StatusPill } from "@/components/account/profile-list";
import { orderHistory } from "@/lib/contracts/payments";
import { formatDate, formatRupees } from "@/lib/format";
import type { OrderStatus } from "@/domain/payments/options";

const STATUS: Record<OrderStatus, { label: string; look: string }> = {
  paid: { label: "Paid", look: "bg-emerald-100 text-emerald-800" },
  failed: { label: "Failed", look: "bg-rose-100 text-rose-800" },
  // Paid after its offer place had lapsed and gone: the payment was given back.
  refunded: { label: "Refunded", look: "bg-amber-100 text-amber-900" },
  // The checkout was opened and closed without paying.
  created: { label: "Not completed", look: "bg-slate-100 text-slate-700" },
};

/** The profile's payment history: each plan order with its date, amount, status and payment id. */
export function PaymentHistory() {
  return (
    <ProfileList
      id="payments-heading"
      heading="Payments"
      route={orderHistory}
      itemsKey="orders"
      failure="Could not load your payments."
      loadingLabel="Loading your payments"
      listLabel="Your payments"
      emptyTitle="No payments yet."
      emptyHint={
        <Link href="/pricing/user" className="text-brand-700 mt-2 inline-block font-semibold hover:underline">
          See the visit plans
        </Link>
      }
    >
      {(payment) => (
        <>
          <div className="min-w-40 flex-1">
            <p className="font-semibold text-slate-900">
              {payment.plan.name}
              {payment.simulated && <span className="ml-2 text-xs font-normal text-amber-800">(simulated)</span>}
            </p>
            <p className="text-slate-600">{formatDate(payment.date)}</p>
          </div>
          <p className="font-semibold text-slate-900">{formatRupees(payment.amount / 100)}</p>
          <StatusPill look={STATUS[payment.status].look}>{STATUS[payment.status].label}</StatusPill>
          <p className="w-full text-xs text-slate-600 sm:w-auto">
            {payment.paymentId ? (
              <>
                Payment ID <span className="font-mono break-all text-slate-800">{payment.paymentId}</span>
              </>
            ) : (
              "No payment ID"
            )}
          </p>
        </>
      )}
    </ProfileList>
  );
}
