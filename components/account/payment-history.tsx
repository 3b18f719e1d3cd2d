"use client";

import Link from "next/link";
import { ProfileList, StatusPill } from "@/components/account/profile-list";
import type { ProfileWords } from "@/components/account/profile-words";
import { useShell } from "@/components/i18n/shell-words";
import { orderHistory } from "@/lib/contracts/payments";
import { formatDate, formatRupees } from "@/lib/format";
import { localePath } from "@/lib/i18n/locales";
import type { OrderStatus } from "@/domain/payments/options";

const LOOK: Record<OrderStatus, string> = {
  paid: "bg-emerald-100 text-emerald-800",
  failed: "bg-rose-100 text-rose-800",
  // Paid after its offer place had lapsed and gone: the payment was given back.
  refunded: "bg-amber-100 text-amber-900",
  // The checkout was opened and closed without paying.
  created: "bg-slate-100 text-slate-700",
};

/** The profile's payment history: each plan order with its date, amount, status and payment id. */
export function PaymentHistory({ words, retry }: { words: ProfileWords["payments"]; retry: string }) {
  const { locale } = useShell();
  return (
    <ProfileList
      id="payments-heading"
      heading={words.heading}
      route={orderHistory}
      itemsKey="orders"
      failure={words.failure}
      loadingLabel={words.loading}
      listLabel={words.list}
      emptyTitle={words.empty}
      emptyHint={
        <Link
          href={localePath(locale, "/pricing/user")}
          className="text-brand-700 mt-2 inline-block font-semibold hover:underline"
        >
          {words.seePlans}
        </Link>
      }
      retry={retry}
    >
      {(payment) => (
        <>
          <div className="min-w-40 flex-1">
            <p className="font-semibold text-slate-900">
              {payment.plan.name}
              {payment.simulated && <span className="ml-2 text-xs font-normal text-amber-800">{words.simulated}</span>}
            </p>
            <p className="text-slate-600">{formatDate(payment.date, locale)}</p>
          </div>
          <p className="font-semibold text-slate-900">{formatRupees(payment.amount / 100)}</p>
          <StatusPill look={LOOK[payment.status]}>{words.status[payment.status]}</StatusPill>
          <p className="w-full text-xs text-slate-600 sm:w-auto">
            {payment.paymentId ? (
              <>
                {words.paymentId} <span className="font-mono break-all text-slate-800">{payment.paymentId}</span>
              </>
            ) : (
              words.noPaymentId
            )}
          </p>
        </>
      )}
    </ProfileList>
  );
}
