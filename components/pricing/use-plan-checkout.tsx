"use client";

import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import {
  paymentFailureMessages,
  type CheckoutWords,
  type PaymentFailure,
} from "@/components/pricing/checkout-messages";
import { openRazorpayCheckout, type CheckoutResult } from "@/components/pricing/razorpay-checkout";
import { SimulatedCheckoutDialog } from "@/components/pricing/simulated-checkout-dialog";
import { showPageNotice } from "@/components/ui/page-notice";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { createOrder, verifyPayment, type CheckoutOrder } from "@/lib/contracts/payments";
import type { Plan } from "@/lib/plans";
import { useShell } from "@/components/i18n/shell-words";
import { localePath } from "@/lib/i18n/locales";
import type { Words } from "@/lib/i18n/words";

/** The pricing pages' toasts stay 5000 ms instead of the app's 3000 ms. */
const PRICING_TOAST = { autoClose: 5000 } as const;

/** A payment's outcome also stays on the page (a toast is gone in seconds; this is money). */
function paymentNotice(words: CheckoutWords, tone: "success" | "error", message: string) {
  showPageNotice({ tone, title: tone === "error" ? words.noticeError : words.noticeSuccess, message });
}

/** Razorpay Checkout wears the brand colour. */
const CHECKOUT_THEME = "#6366f1";

/** POST /api/order's answer. Amounts are in paise. */
export type { CheckoutOrder };

type PlanCheckout = {
  /** Starts buying a plan: sign-in first, then the order and the checkout. */
  choose: (plan: Pick<Plan, "id" | "name">) => void;
  /** The plan being bought, while its order or checkout is open; every buy button waits meanwhile. */
  busyPlanId: string | null;
  /** Until the session is known a click could go either way, so the buttons wait for it. */
  ready: boolean;
};

const PlanCheckoutContext = createContext<PlanCheckout | null>(null);

/**
 * The buying of visit plans on the pricing pages. Buying needs an account, so
 * signed-out visitors go to the login page and come back. Signed in, the server makes an order for the
 * plan and Razorpay's checkout takes the payment; its signed result goes to the server, which activates
 * the plan. Without Razorpay keys (development) the order is simulated and a labelled stand-in dialog
 * takes the checkout's place. One checkout at a time: the buttons stay busy until it ends.
 */
export function PlanCheckoutProvider({
  children,
  words,
}: {
  children: ReactNode;
  /** The checkout's and the simulated checkout's words, in the page's language. */
  words: Pick<Words<"Pricing">, "checkout" | "dialog">;
}) {
  const { user, loading, refresh } = useSession();
  const { locale } = useShell();
  const messages = words.checkout;
  const router = useRouter();
  const pathname = usePathname();
  const [busyPlanId, setBusyPlanId] = useState<string | null>(null);
  const [simulatedOrder, setSimulatedOrder] = useState<CheckoutOrder | null>(null);
  // A ref as well as state: two clicks in one frame must not both start a checkout.
  const busy = useRef(false);

  const finish = useCallback(() => {
    busy.current = false;
    setBusyPlanId(null);
    setSimulatedOrder(null);
  }, []);

  const reportFailure = useCallback(
    (failure: PaymentFailure) => {
      const said = paymentFailureMessages(failure, messages);
      for (const message of said) toast.error(message, PRICING_TOAST);
      paymentNotice(messages, "error", said.join(" "));
    },
    [messages],
  );

  const verify = useCallback(
    async (result: CheckoutResult) => {
      const answer = await callRoute(verifyPayment, { json: result });
      if (answer.status === 0 || answer.status >= 500) {
        toast.error(messages.verificationError, PRICING_TOAST);
        paymentNotice(messages, "error", messages.verificationError);
      } else if (answer.ok && answer.body.success) {
        // The server's answer is English; another language says the same in its own words.
        const said = locale === "en" ? (answer.body.message ?? messages.verified) : messages.verified;
        toast.success(said, PRICING_TOAST);
        paymentNotice(messages, "success", said);
        // The header and profile read the plan from the session.
        await refresh();
      } else {
        toast.error(messages.verificationFailed, PRICING_TOAST);
        paymentNotice(messages, "error", messages.verificationFailed);
      }
    },
    [refresh, messages, locale],
  );

  const goToLogin = useCallback(() => {
    toast.info(messages.loginToPay, PRICING_TOAST);
    router.push(`${localePath(locale, "/login")}?callbackUrl=${encodeURIComponent(pathname)}`);
  }, [router, pathname, messages, locale]);

  const choose = useCallback(
    async (plan: Pick<Plan, "id" | "name">) => {
      if (busy.current) return;
      if (!user) return goToLogin();
      busy.current = true;
      setBusyPlanId(plan.id);

      const answer = await callRoute(createOrder, { json: { planId: plan.id } });
      const order = answer.body as CheckoutOrder;
      if (!answer.ok || !order.id) {
        finish();
        if (answer.status === 401) return goToLogin();
        // 4xx answers (too many attempts) and 503 (payments closed here) say what to do; the rest is generic.
        const explained = (answer.status >= 400 && answer.status < 500) || answer.status === 503;
        const message = (explained && answer.body.message) || messages.orderFailed;
        toast.error(message, PRICING_TOAST);
        paymentNotice(messages, "error", message);
        return;
      }
      if (order.mode === "simulated") {
        setSimulatedOrder(order);
        return;
      }

      const opened = await openRazorpayCheckout(
        {
          key: order.keyId,
          amount: order.amount,
          currency: order.currency,
          name: "Odisha Homes",
          description: order.plan.name,
          order_id: order.id,
          prefill: order.prefill,
          notes: { plan: order.notes.plan, house_visits: order.notes.house_visits },
          theme: { color: CHECKOUT_THEME },
          handler: (result) => void verify(result).finally(finish),
          // Closing the checkout is the buyer's choice, not an error.
          modal: { ondismiss: finish },
          ...(order.checkoutSeconds ? { timeout: order.checkoutSeconds } : {}),
        },
        (failure) => {
          reportFailure(failure);
          finish();
        },
      );
      if (!opened) {
        toast.error(messages.sdkMissing, PRICING_TOAST);
        finish();
      }
    },
    [user, goToLogin, finish, verify, reportFailure, messages],
  );

  const value = useMemo(
    () => ({ choose: (plan: Pick<Plan, "id" | "name">) => void choose(plan), busyPlanId, ready: !loading }),
    [choose, busyPlanId, loading],
  );

  return (
    <PlanCheckoutContext.Provider value={value}>
      {children}
      <SimulatedCheckoutDialog
        words={words.dialog}
        order={simulatedOrder}
        onPaid={(result) => verify(result).finally(finish)}
        onFailed={(failure) => {
          reportFailure(failure);
          finish();
        }}
        onCancel={finish}
      />
    </PlanCheckoutContext.Provider>
  );
}

export function usePlanCheckout(): PlanCheckout {
  const context = useContext(PlanCheckoutContext);
  if (!context) throw new Error("usePlanCheckout must be used inside <PlanCheckoutProvider>");
  return context;
}
