/** What the EMI calculator shows for one loan (SPEC §9). Amounts in rupees, rounded to paise. */
export interface Emi {
  /** The monthly instalment. */
  instalment: number;
  months: number;
  totalInterest: number;
  totalPayable: number;
}

export interface EmiInput {
  /** Loan amount in rupees. */
  amount: number | string | null | undefined;
  /** Annual interest rate in per cent. */
  annualRatePercent: number | string | null | undefined;
  /** Tenure in years. */
  years: number | string | null | undefined;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A form value as a number; an empty field (or anything not numeric) counts as not given. */
function given(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * SPEC §9: monthly rate = annual rate / 12 / 100, months = years × 12, the standard
 * reducing-balance instalment rounded to 2 decimals; a 0% loan is repaid in equal parts.
 * Answers null unless amount, rate and tenure are all given (SPEC §5), amount and tenure positive
 * and the rate not negative.
 */
export function calculateEmi(input: EmiInput): Emi | null {
  const amount = given(input.amount);
  const annualRate = given(input.annualRatePercent);
  const years = given(input.years);
  if (amount === undefined || annualRate === undefined || years === undefined) return null;
  if (amount <= 0 || annualRate < 0 || years <= 0) return null;

  const months = years * 12;
  const monthlyRate = annualRate / 12 / 100;
  // (1 + r)^n − 1 via expm1/log1p: stays exact for tiny rates, where the naive form collapses.
  const growthMinusOne = Math.expm1(months * Math.log1p(monthlyRate));
  const exact =
    growthMinusOne === 0
      ? amount / months
      : (amount * monthlyRate * (1 + growthMinusOne)) / growthMinusOne;
  const instalment = round2(exact);
  // Totals from the unrounded instalment, so a 0% loan costs exactly its amount (not 4 paise less).
  const totalPayable = round2(exact * months);
  const totalInterest = round2(totalPayable - amount);
  if (![instalment, totalPayable, totalInterest].every(Number.isFinite)) return null;
  return { instalment, months, totalInterest, totalPayable };
}
