import { checkoutScriptUrl } from "@/domain/payments/options";
import type { PaymentFailure } from "@/components/pricing/checkout-messages";
import type { CheckoutResult } from "@/lib/contracts/payments";

/** What Razorpay's checkout hands the page after a payment; the server checks its signature. */
export type { CheckoutResult };

/** The options of Razorpay Checkout that the pricing pages use. */
export type CheckoutOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
  handler: (result: CheckoutResult) => void;
  modal: { ondismiss: () => void };
  /** Seconds after which the checkout closes itself. */
  timeout?: number;
};

type CheckoutInstance = {
  open: () => void;
  on: (event: "payment.failed", listener: (response: { error: PaymentFailure }) => void) => void;
};

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance;
  }
}

let loading: Promise<boolean> | undefined;

/**
 * Loads the checkout script once, when a buyer first clicks to pay (not with the page: most visitors
 * never pay, and the script is large). Resolves false when it could not be loaded, so a later click tries again.
 */
export function loadCheckoutScript(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = checkoutScriptUrl();
    script.async = true;
    const settle = (loaded: boolean) => {
      if (!loaded) {
        script.remove();
        loading = undefined;
      }
      resolve(loaded);
    };
    script.onload = () => settle(Boolean(window.Razorpay));
    script.onerror = () => settle(false);
    document.body.appendChild(script);
  });
  return loading;
}

/** Opens Razorpay's checkout; false when its script is not available. */
export async function openRazorpayCheckout(
  options: CheckoutOptions,
  onFailure: (failure: PaymentFailure) => void,
): Promise<boolean> {
  if (!(await loadCheckoutScript()) || !window.Razorpay) return false;
  const checkout = new window.Razorpay(options);
  checkout.on("payment.failed", (response) => onFailure(response?.error ?? {}));
  checkout.open();
  return true;
}
