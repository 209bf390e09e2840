// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubDialogsAndScrolling } from '../../../test/no-layout';
import { EmiCalculatorDialog } from './emi-calculator-dialog';
import { changeValue } from '../../../test/change-value';

beforeEach(stubDialogsAndScrolling);
afterEach(cleanup);

const amount = () => screen.getByLabelText<HTMLInputElement>('Loan amount (₹)');

describe('the EMI calculator', () => {
  it('starts from the price it was given, with no choice when only one price is known', () => {
    render(<EmiCalculatorDialog open onClose={() => {}} initialAmount={84_500} />);
    expect(amount().value).toBe('84500');
    expect(screen.queryByRole('group', { name: 'Loan amount from' })).toBeNull();
  });

  it('offers ex-showroom or on-road for a variant, ex-showroom first, and fills the amount', () => {
    render(
      <EmiCalculatorDialog
        open
        onClose={() => {}}
        initialAmount={84_500}
        amountChoices={[
          { label: 'Ex-showroom', amount: 84_500 },
          { label: 'On-road', amount: 1_01_175 },
        ]}
      />,
    );
    const exShowroom = screen.getByRole<HTMLInputElement>('radio', {
      name: 'Ex-showroom ₹84,500',
    });
    const onRoad = screen.getByRole<HTMLInputElement>('radio', { name: 'On-road ₹1,01,175' });
    expect(exShowroom.checked).toBe(true);

    fireEvent.click(onRoad);
    expect(amount().value).toBe('101175');
    expect(onRoad.checked).toBe(true);

    // A typed amount is neither price.
    changeValue(amount(), { target: { value: '50000' } });
    expect(exShowroom.checked || onRoad.checked).toBe(false);
  });
});
