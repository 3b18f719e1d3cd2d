"use client";

import { useId, useState } from "react";
import { TextField } from "@/components/ui/form-fields";
import { calculateEmi } from "@/lib/emi";
import { formatRupees } from "@/lib/format";
import { fillWords } from "@/lib/i18n/words";
import type { ListingWords } from "@/components/property-detail/listing-words";

/** Home-loan EMI, starting from a typical loan (80% of the price) when there is one; recalculates as the visitor types. */
export function EmiCalculator({ defaultPrincipal, words }: { defaultPrincipal: number; words: ListingWords["emi"] }) {
  const [principal, setPrincipal] = useState(defaultPrincipal ? String(Math.round(defaultPrincipal)) : "");
  const [rate, setRate] = useState("8.5");
  const [years, setYears] = useState("20");
  const resultId = useId();
  const plan = calculateEmi({
    principal: Number(principal),
    annualRatePercent: Number(rate),
    tenureYears: Number(years),
  });
  return (
    <div className="space-y-3">
      <TextField
        label={words.amount}
        hint={defaultPrincipal ? words.amountHint : undefined}
        type="number"
        inputMode="numeric"
        min={1}
        value={principal}
        onChange={(e) => setPrincipal(e.target.value)}
        aria-controls={resultId}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={words.rate}
          type="number"
          inputMode="decimal"
          min={0}
          max={30}
          step={0.05}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          aria-controls={resultId}
        />
        <TextField
          label={words.tenure}
          type="number"
          inputMode="numeric"
          min={1}
          max={40}
          value={years}
          onChange={(e) => setYears(e.target.value)}
          aria-controls={resultId}
        />
      </div>
      <output id={resultId} aria-live="polite" className="bg-brand-50 block rounded-lg p-3 text-sm text-slate-800">
        {plan ? (
          <>
            <span className="block">
              {words.monthly} <strong className="text-brand-700 text-lg">{formatRupees(plan.emi)}</strong>
            </span>
            <span className="block">
              {fillWords(words.totals, {
                interest: formatRupees(plan.totalInterest),
                payable: formatRupees(plan.totalPayment),
              })}
            </span>
          </>
        ) : (
          words.invalid
        )}
      </output>
    </div>
  );
}
