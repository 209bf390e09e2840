import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Prices the loan amount can start from ("Ex-showroom", "On-road"), when a variant is known. */
  amountChoices?: readonly AmountChoice[] | undefined;
}

export interface AmountChoice {
  label: string;
  amount: number;
}

type Figure = 'amount' | 'rate' | 'years';

/**
 * The three figures the visitor types (their labels are `emi` strings); rate and tenure may need a
 * decimal point, the amount not.
 */
const FIGURES: Record<Figure, { labelKey: string; inputMode: 'numeric' | 'decimal'; min: number }> =
  {
    amount: { labelKey: 'amountLabel', inputMode: 'numeric', min: 1 },
    rate: { labelKey: 'rateLabel', inputMode: 'decimal', min: 0 },
    years: { labelKey: 'yearsLabel', inputMode: 'decimal', min: 1 },
  };

function EmiCalculator({
  initialAmount,
  amountChoices = [],
}: Pick<EmiCalculatorDialogProps, 'initialAmount' | 'amountChoices'>) {
  const { t } = useTranslation('emi');
  const [figures, setFigures] = useState<Record<Figure, string>>({
    amount: initialAmount ? String(initialAmount) : '',
    rate: '',
    years: '',
  });
  const [emi, setEmi] = useState<Emi | null>(null);

  const figureField = (figure: Figure) => (
    <TextField
      label={t(FIGURES[figure].labelKey)}
      inputMode={FIGURES[figure].inputMode}
      min={FIGURES[figure].min}
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

  const fillAmount = (amount: number) => {
    setFigures((current) => ({ ...current, amount: String(amount) }));
    setEmi(null);
  };

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // SPEC §5: nothing happens unless amount, rate and tenure are all given.
    const { amount, rate, years } = figures;
    const result = calculateEmi({ amount, annualRatePercent: rate, years });
    if (result) setEmi(result);
  };

  return (
    <form noValidate onSubmit={calculate} className="space-y-4">
      {amountChoices.length > 1 && (
        <fieldset>
          <legend className="text-sm font-semibold text-neutral-800">{t('amountFrom')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {amountChoices.map((choice) => (
              <label
                key={choice.label}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-neutral-300 px-3 py-2.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="emi-amount-from"
                  className="accent-brand"
                  // Checked while the amount is this price; a typed amount is neither.
                  checked={figures.amount === String(choice.amount)}
                  onChange={() => fillAmount(choice.amount)}
                />
                {choice.label} {formatRupees(choice.amount)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {figureField('amount')}
      <div className="grid gap-4 sm:grid-cols-2">
        {figureField('rate')}
        {figureField('years')}
      </div>
      <Button type="submit" className="w-full">
        {t('calculate')}
      </Button>
      <div aria-live="polite">
        {emi && (
          <dl className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-neutral-50 text-sm">
            <div className="flex items-baseline justify-between gap-4 p-4">
              <dt className="font-semibold text-neutral-700">{t('instalment')}</dt>
              <dd className="text-xl font-bold text-brand">{formatRupees(emi.instalment)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 px-4 py-3">
              <dt className="text-neutral-600">{t('totalInterest')}</dt>
              <dd className="font-semibold text-ink">{formatRupees(emi.totalInterest)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 px-4 py-3">
              <dt className="text-neutral-600">{t('totalPayable', { months: emi.months })}</dt>
              <dd className="font-semibold text-ink">{formatRupees(emi.totalPayable)}</dd>
            </div>
          </dl>
        )}
      </div>
    </form>
  );
}

/** SPEC §2 finance: the EMI calculator in a modal (SPEC §9 reducing-balance instalment). */
export function EmiCalculatorDialog({
  open,
  onClose,
  initialAmount,
  amountChoices,
}: EmiCalculatorDialogProps) {
  const { t } = useTranslation('emi');
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('description')}>
      <EmiCalculator initialAmount={initialAmount} amountChoices={amountChoices} />
    </Dialog>
  );
}
