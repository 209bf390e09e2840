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

function EmiCalculator({ initialAmount }: { initialAmount?: number | undefined }) {
  const [amount, setAmount] = useState(initialAmount ? String(initialAmount) : '');
  const [rate, setRate] = useState('');
  const [years, setYears] = useState('');
  const [emi, setEmi] = useState<Emi | null>(null);

  // A figure shown must always belong to the numbers shown above it.
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setEmi(null);
  };

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // SPEC §5: nothing happens unless amount, rate and tenure are all given.
    const result = calculateEmi({ amount, annualRatePercent: rate, years });
    if (result) setEmi(result);
  };

  return (
    <form noValidate onSubmit={calculate} className="space-y-4">
      <TextField
        label="Loan amount (₹)"
        type="number"
        inputMode="numeric"
        min={1}
        step="any"
        value={amount}
        onChange={(event) => edit(setAmount)(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Interest rate (% per year)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={rate}
          onChange={(event) => edit(setRate)(event.target.value)}
        />
        <TextField
          label="Tenure (years)"
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          value={years}
          onChange={(event) => edit(setYears)(event.target.value)}
        />
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
