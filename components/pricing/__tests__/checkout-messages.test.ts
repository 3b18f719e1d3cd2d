import { paymentFailureMessages } from "@/components/pricing/checkout-messages";
import en from "@/messages/en";
import hi from "@/messages/hi";

describe("a failed payment's two messages", () => {
  it("say in English what they said before the catalogues", () => {
    expect(paymentFailureMessages({ code: "NETWORK_ERROR", description: "Timed out" }, en.Pricing.checkout)).toEqual([
      "Payment failed: Timed out",
      "Network error. Please check your connection and try again.",
    ]);
    expect(paymentFailureMessages({}, en.Pricing.checkout)).toEqual([
      "Payment failed: The payment did not go through.",
      "Payment failed. Please try again.",
    ]);
  });

  it("are in the page's language, with the generic advice for an unknown code", () => {
    const [said, advice] = paymentFailureMessages({ code: "toString" }, hi.Pricing.checkout);
    expect(said).toBe("भुगतान विफल: भुगतान नहीं हो सका।");
    expect(advice).toBe(hi.Pricing.checkout.failedRetry);
  });
});
