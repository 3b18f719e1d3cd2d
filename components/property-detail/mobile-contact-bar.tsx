"use client";

import { MessageCircle, MessageSquareText, Phone } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { MOBILE_BAR_ACTION } from "@/components/property-detail/mobile-bar-action";
import type { ListingWords } from "@/components/property-detail/listing-words";

/** Brings the Contact Agent form into view and puts the cursor in its first field. */
function openContactForm() {
  const form = document.getElementById("contact-agent");
  if (!form) return;
  form.scrollIntoView({ behavior: "smooth", block: "start" });
  form.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
}

/**
 * The phone's bottom bar on a listing: call or WhatsApp the agent (icons, so four actions fit a 360 px
 * phone), or write through the Contact Agent form. `extra` is a further action of the same size (booking a
 * visit). Hidden on wide screens, where the form is beside the listing.
 */
export function MobileContactBar({
  who = "agent",
  phone,
  whatsapp,
  extra,
  words,
}: {
  /** Who answers: the team's agent, or the owner who posted it (through the site, never the agent). */
  who?: "agent" | "owner";
  phone: string | null;
  /** A wa.me link with the listing named in the message, when the agent's number can take one. */
  whatsapp: string | null;
  extra?: ReactNode;
  /** The bar's words in the page's language. */
  words: ListingWords["mobileBar"];
}) {
  const square = `${MOBILE_BAR_ACTION} w-12 flex-none px-0`;
  return (
    <div
      role="region"
      aria-label={who === "owner" ? words.regionOwner : words.regionAgent}
      data-testid="mobile-contact-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
    >
      {/* Below 400 px the two labelled actions drop their icons, so their words fit whole. */}
      <div className="mx-auto flex max-w-xl gap-2 max-[399px]:[&_.bar-label>svg]:hidden">
        {phone && (
          <a
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            aria-label={words.call}
            title={words.callTitle}
            className={`${square} border-brand-600 text-brand-700 border`}
          >
            <Phone aria-hidden className="h-5 w-5 shrink-0" />
          </a>
        )}
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={words.whatsapp}
            title={words.whatsappTitle}
            className={`${square} border border-emerald-700 text-emerald-800`}
          >
            <MessageCircle aria-hidden className="h-5 w-5 shrink-0" />
          </a>
        )}
        <button
          type="button"
          onClick={openContactForm}
          aria-label={who === "owner" ? words.contactOwner : words.contactAgent}
          className={`${MOBILE_BAR_ACTION} bar-label bg-brand-600 text-white`}
        >
          <MessageSquareText aria-hidden className="h-4 w-4 shrink-0" /> {words.contact}
        </button>
        {extra}
      </div>
    </div>
  );
}
