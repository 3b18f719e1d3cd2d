/** Banks lend up to 80% of a home's price (the RBI's cap for most loans); the buyer pays the rest. */
export const LOAN_TO_VALUE = 0.8;

/** The loan a buyer would typically take for a price: 80% of it, in whole rupees. */
export function typicalLoan(price: number): number {
  return Math.round(price * LOAN_TO_VALUE);
}

/** A home-loan instalment plan as Indian lenders quote it: fixed monthly EMI over the tenure. */
export type EmiPlan = { emi: number; totalPayment: number; totalInterest: number; months: number };

/**
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate and n the number of months. A zero rate
 * divides the principal evenly. Answers null for inputs no lender would quote (non-positive amount or
 * tenure, negative rate, non-numbers), so the calculator can show a hint instead of NaN.
 */
export function calculateEmi({
  principal,
  annualRatePercent,
  tenureYears,
}: {
  principal: number;
  annualRatePercent: number;
  tenureYears: number;
}): EmiPlan | null {
  if (![principal, annualRatePercent, tenureYears].every(Number.isFinite)) return null;
  if (principal <= 0 || tenureYears <= 0 || annualRatePercent < 0) return null;
  const months = Math.round(tenureYears * 12);
  if (months < 1) return null;
  const r = annualRatePercent / 12 / 100;
  const emi = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const totalPayment = emi * months;
  return { emi, totalPayment, totalInterest: totalPayment - principal, months };
}
