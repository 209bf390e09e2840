// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICING_MESSAGES, type OnRoadQuote } from '../../../../shared/pricing';
import { createI18n } from '../../../i18n/i18n';
import { resources as en } from '../../../i18n/locales/en';
import { resources as hi } from '../../../i18n/locales/hi';
import { resources as mr } from '../../../i18n/locales/mr';
import { stubDialogsAndScrolling } from '../../../test/no-layout';
import { OnRoadBreakdown } from './on-road-breakdown';
import { OnRoadPriceLine } from './on-road-price-line';

const SHINE_DISC: OnRoadQuote = {
  exShowroom: 84_500,
  roadTax: 9_295,
  roadTaxPercent: 11,
  registration: 900,
  insurance: 6_480,
  optional: [
    { key: 'extended-warranty', label: 'Extended warranty (3 years)', amount: 1_200 },
    { key: 'amc', label: 'Annual maintenance contract', amount: 1_500 },
  ],
  total: 1_01_175,
  ratesEffectiveFrom: '2026-04-01',
  demo: true,
};

const EV: OnRoadQuote = {
  ...SHINE_DISC,
  exShowroom: 1_17_000,
  roadTax: 0,
  roadTaxPercent: 0,
  insurance: 4_140,
  optional: [],
  total: 1_22_040,
  ratesEffectiveFrom: '2026-05-15',
  demo: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A description list as "label: amount" lines, as a reader meets them. */
function lines(list: Element | null | undefined) {
  return [...(list?.querySelectorAll('dt') ?? [])].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Leave the English strings as the default for whatever runs next.
  createI18n('en', en);
});

describe('the on-road breakdown', () => {
  it('lists ex-showroom, road tax with its percent, registration, insurance and the total', () => {
    const { container } = render(<OnRoadBreakdown quote={SHINE_DISC} />);
    expect(lines(container.querySelector('dl'))).toEqual([
      'Ex-showroom price: ₹84,500',
      'Road tax (11%): ₹9,295',
      'Registration and number plate: ₹900',
      'Insurance (1-year own damage + 5-year third party): ₹6,480',
      'Total on-road price: ₹1,01,175',
    ]);
  });

  it('lists the optional lines apart, outside the total', () => {
    render(<OnRoadBreakdown quote={SHINE_DISC} />);
    const optional = screen.getByRole('region', { name: 'Optional (not in the total)' });
    expect(lines(optional)).toEqual([
      'Extended warranty (3 years): ₹1,200',
      'Annual maintenance contract: ₹1,500',
    ]);
  });

  it('dates the rates dd/mm/yyyy, marks demo figures and says the figure is indicative', () => {
    render(<OnRoadBreakdown quote={SHINE_DISC} />);
    expect(screen.getByText('Rates as of 01/04/2026')).toBeTruthy();
    expect(screen.getByText('Demo figures')).toBeTruthy();
    expect(screen.getByText('Indicative; the final figure is on the invoice')).toBeTruthy();
  });

  it('says an electric vehicle is exempt from road tax, and shows no demo marker for real rates', () => {
    const { container } = render(<OnRoadBreakdown quote={EV} />);
    expect(lines(container.querySelector('dl'))).toContain(
      'Road tax (exempt for electric vehicles): ₹0',
    );
    expect(screen.getByText('Rates as of 15/05/2026')).toBeTruthy();
    expect(screen.queryByText('Demo figures')).toBeNull();
    expect(screen.queryByRole('region', { name: /Optional/ })).toBeNull();
  });

  it.each([
    ['mr', mr, '01/04/2026 रोजीचे दर'],
    ['hi', hi, '01/04/2026 की दरें'],
  ] as const)(
    'dates the rates on a %s page in its words, dd/mm/yyyy in Western digits',
    (code, strings, text) => {
      render(
        <I18nextProvider i18n={createI18n(code, strings)}>
          <OnRoadBreakdown quote={SHINE_DISC} />
        </I18nextProvider>,
      );
      expect(screen.getByText(text)).toBeTruthy();
      createI18n('en', en);
    },
  );
});

describe('the on-road price line', () => {
  let asked: string[];

  function serve(status: number, body: unknown) {
    vi.stubGlobal('fetch', (path: string) => {
      asked.push(path);
      return Promise.resolve(json(status, body));
    });
  }

  function renderLine(variant?: string) {
    return render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <p>Above</p>
        <OnRoadPriceLine bikeName="Shine" variant={variant} />
        <p>Below</p>
      </QueryClientProvider>,
    );
  }

  beforeEach(() => {
    asked = [];
    stubDialogsAndScrolling();
  });

  it('asks for the chosen variant and shows its on-road price in Pandharpur', async () => {
    serve(200, SHINE_DISC);
    renderLine('Disc');
    expect(screen.getByRole('status').textContent).toContain('Loading the on-road price');
    const price = await screen.findByText('₹1,01,175');
    expect(price.closest('p')?.textContent).toBe('On-road price in Pandharpur: ₹1,01,175');
    expect(asked).toEqual(['/api/onRoadPrice?bike=Shine&variant=Disc']);
  });

  it('opens the breakdown in a dialog, which Escape closes, giving focus back', async () => {
    serve(200, SHINE_DISC);
    renderLine('Disc');
    const opener = await screen.findByRole('button', { name: 'See breakdown' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'On-road price in Pandharpur' });
    expect(within(dialog).getByText('Shine, Disc')).toBeTruthy();
    expect(within(dialog).getByText('Road tax (11%)')).toBeTruthy();

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows nothing at all for a model without an on-road price yet', async () => {
    serve(404, { message: PRICING_MESSAGES.notAvailable });
    const { container } = renderLine();
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.textContent).toBe('AboveBelow');
    expect(asked).toEqual(['/api/onRoadPrice?bike=Shine']);
  });

  it('offers to try again when the price could not be loaded', async () => {
    serve(500, { message: 'Internal Server Error' });
    renderLine('Disc');
    expect(await screen.findByText('The on-road price could not be loaded.')).toBeTruthy();
    serve(200, SHINE_DISC);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₹1,01,175')).toBeTruthy();
  });
});
