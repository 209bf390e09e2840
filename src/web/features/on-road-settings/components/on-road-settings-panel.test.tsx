// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PRICING_MESSAGES,
  SEED_ON_ROAD_RULES,
  type OnRoadRulesVersion,
  type OnRoadSettings,
} from '../../../../shared/pricing';
import { ToastContainer } from '../../../lib/toast';
import { stubResizeObserver } from '../../../test/no-layout';
import { OnRoadSettingsPanel } from './on-road-settings-panel';
import { changeValue } from '../../../test/change-value';

const SEEDED: OnRoadRulesVersion = {
  ...SEED_ON_ROAD_RULES,
  id: 1,
  createdAt: Date.UTC(2026, 2, 31, 18, 30), // 01/04/2026 00:00 in IST
  createdBy: 'system',
};
const OWNERS: OnRoadRulesVersion = {
  ...SEEDED,
  id: 2,
  effectiveFrom: '2026-05-01',
  registrationFee: 350,
  demo: false,
  createdAt: Date.UTC(2026, 3, 20, 6, 15), // 20/04/2026 11:45 in IST
  createdBy: 'owner-1',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let settings: OnRoadSettings;
let calls: { call: string; body: unknown }[];
/** What the fake server answers to the next POST, when not a plain success. */
let postAnswer: Response | undefined;

beforeEach(() => {
  stubResizeObserver();
  calls = [];
  postAnswer = undefined;
  settings = {
    current: SEEDED,
    versions: [SEEDED],
    insurance: [
      {
        variantId: 11,
        bikeName: 'Shine',
        variantName: 'Drum',
        exShowroom: 79_500,
        insurance: 6_410,
      },
      {
        variantId: 12,
        bikeName: 'Shine',
        variantName: 'Disc',
        exShowroom: 84_500,
        insurance: null,
      },
    ],
  };
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ call: `${method} ${path}`, body });
    if (path === '/api/on-road-rules' && method === 'GET') return json(200, settings);
    if (path === '/api/on-road-rules' && method === 'POST') {
      return postAnswer ?? json(201, { message: PRICING_MESSAGES.rulesSaved });
    }
    if (path.startsWith('/api/on-road-rules/insurance/') && method === 'PUT') {
      return json(200, { message: PRICING_MESSAGES.insuranceSaved });
    }
    return json(404, { message: 'Not found' });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <OnRoadSettingsPanel />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const form = () => screen.getByRole('form', { name: 'New on-road rates' });
const posts = () => calls.filter((call) => call.call === 'POST /api/on-road-rules');

describe('the rates in force', () => {
  it('show every figure, the day they count from and the demo marker', async () => {
    renderPanel();
    const current = await screen.findByRole('region', { name: 'Rates in force' });
    expect(within(current).getByText('01/04/2026')).toBeTruthy();
    expect(within(current).getByText('Demo figures')).toBeTruthy();
    for (const [label, value] of [
      ['Road tax, Up to 99 cc', '10%'],
      ['Road tax, 100–299 cc', '11%'],
      ['Road tax, 300 cc and above', '12%'],
      ['Least road tax', '₹1,500'],
      ['Electric vehicles', 'No road tax'],
      ['Registration fee', '₹300'],
      ['Number plate', '₹600'],
      ['Optional: Accessories kit', '₹2,500'],
    ]) {
      expect(within(current).getByText(label!).nextElementSibling?.textContent).toBe(value);
    }
  });

  it('list the versions newest first, with who saved each and when', async () => {
    settings = { ...settings, current: OWNERS, versions: [SEEDED, OWNERS] };
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Versions of the on-road rates' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['01/05/2026', 'In force', 'owner-1', '20/04/2026 11:45'],
      ['01/04/2026', 'EarlierDemo', 'system', '01/04/2026 00:00'],
    ]);
  });
});

describe('the new rates form', () => {
  it('shows each field its own error and sends nothing while a figure is wrong', async () => {
    renderPanel();
    await screen.findByRole('form', { name: 'New on-road rates' });
    const registration = within(form()).getByLabelText('Registration fee (₹)');
    changeValue(registration, { target: { value: '' } });
    const [, middleBand] = within(form()).getAllByLabelText('Road tax (%)');
    changeValue(middleBand!, { target: { value: '150' } });
    const [firstLimit, secondLimit] = within(form()).getAllByLabelText('Up to (cc)');
    changeValue(secondLimit!, { target: { value: '50' } });
    changeValue(within(form()).getByLabelText('Effective from'), {
      target: { value: '' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save new rates' }));

    await waitFor(() => expect(registration.getAttribute('aria-invalid')).toBe('true'));
    const errorOf = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
        ?.textContent;
    expect(errorOf(registration)).toBe(PRICING_MESSAGES.invalidAmount);
    expect(errorOf(middleBand!)).toBe(PRICING_MESSAGES.invalidPercent);
    expect(errorOf(within(form()).getByLabelText('Effective from'))).toBe(
      PRICING_MESSAGES.invalidDate,
    );
    expect(within(form()).getByText(PRICING_MESSAGES.slabsOrder)).toBeTruthy();
    expect(firstLimit!.getAttribute('aria-invalid')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('sends the new version with the shared shape and says what the server said', async () => {
    renderPanel();
    await screen.findByRole('form', { name: 'New on-road rates' });
    changeValue(within(form()).getByLabelText('Effective from'), {
      target: { value: '01/06/2026' },
    });
    changeValue(within(form()).getByLabelText('Registration fee (₹)'), {
      target: { value: '450' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add an optional line' }));
    const labels = within(form()).getAllByLabelText('Label');
    changeValue(labels.at(-1)!, { target: { value: 'Helmet & gloves' } });
    changeValue(within(form()).getAllByLabelText('Amount (₹)').at(-1)!, {
      target: { value: '1800' },
    });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save new rates' }));

    expect(await screen.findByText(PRICING_MESSAGES.rulesSaved)).toBeTruthy();
    expect(posts()[0]?.body).toEqual({
      effectiveFrom: '2026-06-01',
      roadTaxSlabs: SEED_ON_ROAD_RULES.roadTaxSlabs,
      roadTaxMinimum: 1500,
      evRoadTaxExempt: true,
      registrationFee: 450,
      numberPlateFee: 600,
      optional: [
        ...SEED_ON_ROAD_RULES.optional,
        { key: 'helmet-gloves', label: 'Helmet & gloves', amount: 1800 },
      ],
    });
  });

  it('says a day that is not on the calendar is wrong, and sends nothing', async () => {
    renderPanel();
    await screen.findByRole('form', { name: 'New on-road rates' });
    const effectiveFrom = within(form()).getByLabelText('Effective from');
    changeValue(effectiveFrom, { target: { value: '31062026' } });
    expect((effectiveFrom as HTMLInputElement).value).toBe('31/06/2026');
    fireEvent.click(within(form()).getByRole('button', { name: 'Save new rates' }));

    await waitFor(() => expect(document.activeElement).toBe(effectiveFrom));
    expect(effectiveFrom.getAttribute('aria-invalid')).toBe('true');
    expect(within(form()).getByText('Please enter a real date as dd/mm/yyyy')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('puts the server’s field errors beside the fields they name', async () => {
    postAnswer = json(400, {
      message: 'Please check the highlighted fields.',
      errors: { numberPlateFee: 'Too high for a number plate', 'roadTaxSlabs.0.percent': 'No' },
    });
    renderPanel();
    await screen.findByRole('form', { name: 'New on-road rates' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save new rates' }));

    expect(await within(form()).findByText('Too high for a number plate')).toBeTruthy();
    expect(within(form()).getByLabelText('Number plate fee (₹)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(within(form()).getAllByLabelText('Road tax (%)')[0]?.getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('the insurance table', () => {
  it('marks a variant without insurance Not set and saves a figure row by row', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Insurance by variant' });
    const disc = within(table).getByRole('row', { name: /Disc/ });
    expect(within(disc).getByText('Not set')).toBeTruthy();
    expect(within(disc).getAllByText(/₹84,500/).length).toBeGreaterThan(0);

    const input = within(disc).getByLabelText('Insurance of Shine Disc (₹)');
    fireEvent.click(within(disc).getByRole('button', { name: 'Save insurance of Shine Disc' }));
    expect(await within(disc).findByText(PRICING_MESSAGES.invalidAmount)).toBeTruthy();

    changeValue(input, { target: { value: '6480' } });
    fireEvent.click(within(disc).getByRole('button', { name: 'Save insurance of Shine Disc' }));
    expect(await screen.findByText(PRICING_MESSAGES.insuranceSaved)).toBeTruthy();
    expect(calls).toContainEqual({
      call: 'PUT /api/on-road-rules/insurance/12',
      body: { insurance: 6480 },
    });
  });
});
