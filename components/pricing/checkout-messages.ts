import { fillWords, type Words } from "@/lib/i18n/words";

/**
 * What buyers read during checkout, in the page's language (the Pricing catalogue's checkout words). The
 * English ones are the texts the server also answers with (domain/payments/options.ts).
 */
export type CheckoutWords = Words<"Pricing">["checkout"];

/** The error a failed payment reports (Razorpay's `payment.failed` event carries it as `error`). */
export type PaymentFailure = { code?: string; description?: string };

/** The two toasts of a failed payment: what the provider said, then what to do about it. */
export function paymentFailureMessages(failure: PaymentFailure, words: CheckoutWords): [string, string] {
  const description = failure.description?.trim() || words.notGoneThrough;
  const advice =
    (failure.code &&
      Object.hasOwn(words.advice, failure.code) &&
      words.advice[failure.code as keyof typeof words.advice]) ||
    words.failedRetry;
  return [fillWords(words.failed, { description }), advice];
}
