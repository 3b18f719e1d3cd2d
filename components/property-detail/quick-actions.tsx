"use client";

import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { CompareButton } from "@/components/properties/compare-button";
import { FavouriteButton } from "@/components/properties/favourite-button";
import { Calculator, Flag, Share2 } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";

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
async function shareListing(title: string) {
  const url = window.location.href;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as DOMException).name !== "AbortError")
        toast.error("Could not open sharing. Copy the address bar instead.");
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link copied to clipboard");
  } catch {
    toast.info(`Copy this link: ${url}`);
  }
}

export function QuickActions({
  propertyId,
  title,
  loanAmount,
}: {
  propertyId: string;
  title: string;
  /**
   * Where the EMI calculator starts: 80% of the asking price of a sale. Null for rentals and plots, whose
   * page offers no calculator.
   */
  loanAmount: number | null;
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
        Quick Actions
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <div className={`${action} cursor-default p-1`}>
          <FavouriteButton propertyId={propertyId} title={title} />
          <span aria-hidden>Favourite</span>
        </div>
        <button type="button" className={action} onClick={() => shareListing(title)}>
          <Share2 aria-hidden className="h-4 w-4" /> Share
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
          <Flag aria-hidden className="h-4 w-4" /> Report listing
        </button>
        {loanAmount !== null && (
          <button
            type="button"
            className={action}
            aria-expanded={emiOpen}
            aria-controls={emiPanel}
            onClick={() => setEmiOpen((open) => !open)}
          >
            <Calculator aria-hidden className="h-4 w-4" /> EMI calculator
          </button>
        )}
        <CompareButton propertyId={propertyId} title={title} className="col-span-2 py-2 text-sm" />
      </div>
      {loanAmount !== null && (
        <div id={emiPanel} hidden={!emiOpen} className="mt-4">
          {emiOpen && <EmiCalculator defaultPrincipal={loanAmount} />}
        </div>
      )}
      {reportOpened && (
        <ReportListingDialog propertyId={propertyId} open={reporting} onClose={() => setReporting(false)} />
      )}
    </section>
  );
}
