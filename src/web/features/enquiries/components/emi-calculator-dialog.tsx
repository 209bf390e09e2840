import { useState, type FormEvent } from 'react';
import { calculateEmi, type Emi } from '../../../../shared/emi';
import { formatRupees } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

interface EmiCalculatorDialogProps {
  open: boolean;
  onClose: () => void;
  /** Rupees; the price of the bike the visitor came with, when known. */
  initialAmount?: number | undefined;
}

type Figure = 'amount' | 'rate' | 'years';

/** The three figures the visitor types; rate and tenure may need a decimal point, the amount not. */
const FIGURES: Record<Figure, { label: string; inputMode: 'numeric' | 'decimal'; min: number }> = {
  amount: { label: 'Loan amount (₹)', inputMode: 'numeric', min: 1 },
  rate: { label: 'Interest rate (% per year)', inputMode: 'decimal', min: 0 },
  years: { label: 'Tenure (years)', inputMode: 'decimal', min: 1 },
};

function EmiCalculator({ initialAmount }: { initialAmount?: number | undefined }) {
  const [figures, setFigures] = useState<Record<Figure, string>>({
    amount: initialAmount ? String(initialAmount) : '',
    rate: '',
    years: '',
  });
  const [emi, setEmi] = useState<Emi | null>(null);

  const figureField = (figure: Figure) => (
    <TextField
      {...FIGURES[figure]}
      type="number"
      step="any"
      value={figures[figure]}
      onChange={(event) => {
        const { value } = event.target;
        setFigures((current) => ({ ...current, [figure]: value }));
        // A figure shown must always belong to the numbers shown above it.
        setEmi(null);
      }}
    />
  );

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // SPEC §5: nothing happens unless amount, rate and tenure are all given.
    const { amount, rate, years } = figures;
    const result = calculateEmi({ amount, annualRatePercent: rate, years });
    if (result) setEmi(result);
  };

  return (
    <form noValidate onSubmit={calculate} className="space-y-4">
      {figureField('amount')}
      <div className="grid gap-4 sm:grid-cols-2">
        {figureField('rate')}
        {figureField('years')}
      </div>
      <Button type="submit" className="w-full">
        CALCULATE
      </Button>
      <div aria-live="polite">
        {emi && (
          <dl className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-neutral-50 text-sm">
            <div className="flex items-baseline justify-between gap-4 p-4">
              <dt className="font-semibold text-neutral-700">Monthly instalment (EMI)</dt>
              <dd className="text-xl font-bold text-brand">{formatRupees(emi.instalment)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 px-4 py-3">
              <dt className="text-neutral-600">Total interest</dt>
              <dd className="font-semibold text-ink">{formatRupees(emi.totalInterest)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 px-4 py-3">
              <dt className="text-neutral-600">Total payable ({emi.months} months)</dt>
              <dd className="font-semibold text-ink">{formatRupees(emi.totalPayable)}</dd>
            </div>
          </dl>
        )}
      </div>
    </form>
  );
}

/** SPEC §2 finance: the EMI calculator in a modal (SPEC §9 reducing-balance instalment). */
export function EmiCalculatorDialog({ open, onClose, initialAmount }: EmiCalculatorDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="EMI Calculator"
      description="Enter the loan amount, the yearly interest rate and the tenure to see your monthly instalment."
    >
      <EmiCalculator initialAmount={initialAmount} />
    </Dialog>
  );
}
