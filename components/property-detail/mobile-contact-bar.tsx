"use client";

import { MessageSquareText, Phone } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { MOBILE_BAR_ACTION } from "@/components/property-detail/mobile-bar-action";

/** Brings the Contact Agent form into view and puts the cursor in its first field. */
function openContactForm() {
  const form = document.getElementById("contact-agent");
  if (!form) return;
  form.scrollIntoView({ behavior: "smooth", block: "start" });
  form.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
}

/**
 * The phone's bottom bar on a listing: call the agent, or write through the Contact Agent form. `extra`
 * is a further action of the same size (booking a visit). Hidden on wide screens, where the form is beside
 * the listing.
 */
export function MobileContactBar({ phone, extra }: { phone: string | null; extra?: ReactNode }) {
  return (
    <div
      role="region"
      aria-label="Contact the agent"
      data-testid="mobile-contact-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-xl gap-2">
        {phone && (
          <a
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            className={`${MOBILE_BAR_ACTION} border-brand-600 text-brand-700 flex-none border px-3`}
          >
            <Phone aria-hidden className="h-4 w-4" /> Call
          </a>
        )}
        <button type="button" onClick={openContactForm} className={`${MOBILE_BAR_ACTION} bg-brand-600 text-white`}>
          <MessageSquareText aria-hidden className="h-4 w-4" /> Contact agent
        </button>
        {extra}
      </div>
    </div>
  );
}
