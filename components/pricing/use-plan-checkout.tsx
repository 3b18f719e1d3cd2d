"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useSession } from "@/components/providers/session-provider";

/** SPEC §2: the pricing pages' toasts stay 5000 ms instead of the app's 3000 ms. */
const PRICING_TOAST = { autoClose: 5000 } as const;

/**
 * What 'Choose {plan}' and 'GRAB THIS OFFER NOW' do. Buying needs an account (SPEC §5 "Payment"), so
 * signed-out visitors go to the login page and come back here. Online payment is not open yet, so
 * signed-in visitors are pointed to the team instead.
 */
export function usePlanCheckout() {
  const { user, loading } = useSession();
  const router = useRouter();
  const pathname = usePathname();

  function choose(planName: string) {
    if (!user) {
      toast.info("Please log in to proceed with the payment.", PRICING_TOAST);
      router.push(`/login?callbackUrl=${encodeURIComponent(pathname)}`);
      return;
    }
    toast.info(
      <p>
        Online payment opens soon. To get the {planName} today,{" "}
        <Link href="/contact" className="font-semibold underline">
          contact our team
        </Link>
        .
      </p>,
      PRICING_TOAST,
    );
  }

  /** Until the session is known a click could go either way, so the buttons wait for it. */
  return { choose, ready: !loading };
}
