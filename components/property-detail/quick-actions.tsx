"use client";

import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { CompareButton } from "@/components/properties/compare-button";
import { FavouriteButton } from "@/components/properties/favourite-button";
import { Calculator, Flag, Share2 } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import type { ListingWords } from "@/components/property-detail/listing-words";
import type { EnquiryWords } from "@/components/property-detail/enquiry-words";
import { fillWords } from "@/lib/i18n/words";

type ActionWords = ListingWords["actions"];

// The calculator and the report form load when the visitor first opens them, not with the page.
const EmiCalculator = dynamic(
  () => import("@/components/property-detail/emi-calculator").then((module) => module.EmiCalculator),
  { ssr: false },
);
const ReportListingDialog = dynamic(
  () => import("@/components/property-detail/report-listing-dialog").then((module) => module.ReportListingDialog),
  { ssr: false },
);

const action =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50";

/** Share the listing: the device's share sheet where there is one, else the link on the clipboard. */
async function shareListing(title: string, words: ActionWords) {
  const url = window.location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as DOMException).name !== "AbortError") toast.error(words.shareFailed);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(words.copied);
  } catch {
    toast.info(fillWords(words.copyThis, { url }));
  }
}

export function QuickActions({
  propertyId,
  title,
  loanAmount,
  words,
  emiWords,
  enquiryWords,
}: {
  propertyId: string;
  title: string;
  /**
   * Where the EMI calculator starts: 80% of the asking price of a sale. Null for rentals and plots, whose
   * page offers no calculator.
   */
  loanAmount: number | null;
  /** The words of the section and its calculator (the buttons read the cards' own). */
  words: ActionWords;
  emiWords: ListingWords["emi"];
  /** The report dialog's words (English without them). */
  enquiryWords?: EnquiryWords;
}) {
  const [reporting, setReporting] = useState(false);
  // Mounted from the first report on, so the page's first render carries no form.
  const [reportOpened, setReportOpened] = useState(false);
  const [emiOpen, setEmiOpen] = useState(false);
  const emiPanel = useId();
  return (
    <section
      aria-labelledby="quick-actions-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="quick-actions-heading" className="text-lg font-semibold">
        {words.heading}
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <div className={`${action} cursor-default p-1`}>
          <FavouriteButton propertyId={propertyId} title={title} />
          <span aria-hidden>{words.favourite}</span>
        </div>
        <button type="button" className={action} onClick={() => shareListing(title, words)}>
          <Share2 aria-hidden className="h-4 w-4" /> {words.share}
        </button>
        <button
          type="button"
          // Without the calculator beside it, the report button takes the whole row.
          className={loanAmount === null ? `${action} col-span-2` : action}
          onClick={() => {
            setReportOpened(true);
            setReporting(true);
          }}
        >
          <Flag aria-hidden className="h-4 w-4" /> {words.report}
        </button>
        {loanAmount !== null && (
          <button
            type="button"
            className={action}
            aria-expanded={emiOpen}
            aria-controls={emiPanel}
            onClick={() => setEmiOpen((open) => !open)}
          >
            <Calculator aria-hidden className="h-4 w-4" /> {words.emi}
          </button>
        )}
        <CompareButton propertyId={propertyId} title={title} className="col-span-2 py-2 text-sm" />
      </div>
      {loanAmount !== null && (
        <div id={emiPanel} hidden={!emiOpen} className="mt-4">
          {emiOpen && <EmiCalculator defaultPrincipal={loanAmount} words={emiWords} />}
        </div>
      )}
      {reportOpened && (
        <ReportListingDialog
          propertyId={propertyId}
          open={reporting}
          onClose={() => setReporting(false)}
          words={enquiryWords}
        />
      )}
    </section>
  );
}
