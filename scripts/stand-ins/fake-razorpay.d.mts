// Types for fake-razorpay.mjs, which TypeScript tests import.
export type RecordedCall = { method: string; path: string; body: unknown; authorized: boolean };

export type CheckoutResult = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export declare const CHECKOUT_OUTCOME_KEY: string;
export declare function signedCheckoutResult(orderId: string, keySecret: string, paymentId?: string): CheckoutResult;
export declare function newPaymentId(): string;
export declare function startFakeRazorpay(options: { keyId: string; keySecret: string; port?: number }): Promise<{
  url: string;
  checkoutUrl: string;
  calls: RecordedCall[];
  stop: () => Promise<void>;
}>;
