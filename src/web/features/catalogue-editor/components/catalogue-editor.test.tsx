// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOGUE_EDITOR_MESSAGES as M,
  type ModelDetail,
  type ModelListItem,
} from '../../../../shared/catalogue-editor';
import { ToastContainer } from '../../../lib/toast';
import { stubDialogsAndScrolling, stubResizeObserver } from '../../../test/no-layout';
import { sortByFileName } from '../lib/frame-order';
import { CatalogueEditor } from './catalogue-editor';
import { changeValue } from '../../../test/change-value';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SHINE: ModelDetail = {
  id: 7,
  status: 'live',
  isDraft: false,
  document: {
    type: 'bike',
    name: 'Shine',
    bikeName: 'Shine',
    tagline: 'The trusted one',
    taglineMr: '',
    taglineHi: '',
    overview: 'A 125 cc commuter.',
    overviewMr: '',
    overviewHi: '',
    engineCc: 124,
    engine: '4-stroke',
    power: '7.9 kW',
    transmission: '5-speed',
    sortOrder: 2,
    heroImage: '',
    cardImage: '',
    nameImage: '',
    brochure: '',
    variants: [
      { id: 71, name: 'Drum', price: 79000 },
      { id: 72, name: 'Disc', price: 83000 },
    ],
    colours: [{ id: 81, name: 'Black', hex: '#111111', image: '' }],
    specs: [{ group: 'engineDetails', label: 'Displacement', value: '123.94 cc' }],
    features: [],
    accessories: [],
    frames: [],
  },
};

const LIST: ModelListItem[] = [
  {
    id: 7,
    type: 'bike',
    name: 'Shine',
    bikeName: 'Shine',
    status: 'live',
    hasDraft: false,
    leads: 3,
    sortOrder: 2,
  },
  {
    id: 9,
    type: 'ev',
    name: 'Activa e:',
    bikeName: 'Activa e:',
    status: 'live',
    hasDraft: true,
    leads: 0,
    sortOrder: 1,
  },
];

/** The server's refusal of a save: messages on a top-level field and on a nested one. */
const REFUSAL = {
  message: M.checkFields,
  errors: {
    name: M.nameTaken('Shine'),
    'variants.1.price': 'The price must be a whole number of rupees',
  },
};

let writes: { call: string; body: unknown }[];
let answerSave: () => Response;

beforeEach(() => {
  stubDialogsAndScrolling();
  stubResizeObserver();
  writes = [];
  answerSave = () => json(400, REFUSAL);
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(path, 'http://panel.test');
    if (method !== 'GET') {
      writes.push({
        call: `${method} ${url.pathname}`,
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      });
      return answerSave();
    }
    if (url.pathname === '/api/catalogue-editor/models') return json(200, { data: LIST });
    if (url.pathname === '/api/catalogue-editor/models/7') return json(200, SHINE);
    return json(404, { message: M.notFound });
  });
  let next = 0;
  // jsdom has no object URLs; the previews only need distinct addresses.
  URL.createObjectURL = () => `blob:frame-${next++}`;
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/dashboard/catalogue', Component: CatalogueEditor },
      { path: '/admin/dashboard', Component: () => <h1>Dashboard</h1> },
    ],
    { initialEntries: [`/admin/dashboard/catalogue${search}`] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return router;
}

/** The message a control is described by (its error under it). */
function describedText(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the model list', () => {
  it('shows each model with its type, status, position and leads, and filters by type', async () => {
    renderAt('');
    const table = await screen.findByRole('table', { name: 'Models' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'ShineBikeLive23',
      'Activa e:EVLiveUnpublished changes10',
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'EVs' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'Activa e:' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New model' }).getAttribute('href')).toBe(
      '/admin/dashboard/catalogue?model=new&type=ev',
    );
  });
});

describe('the model editor', () => {
  it('puts the server’s field errors on their fields, nested ones included, and marks their tab', async () => {
    renderAt('?model=7&tab=details');
    const name = await screen.findByLabelText('Model name');
    expect((name as HTMLInputElement).value).toBe('Shine');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(name)).toContain(M.nameTaken('Shine'));
    // The whole document was sent, the stored ids of the variants with it.
    expect(writes).toHaveLength(1);
    expect(writes[0]?.call).toBe('PUT /api/catalogue-editor/models/7');
    expect(writes[0]?.body).toMatchObject({
      name: 'Shine',
      engineCc: 124,
      variants: [
        { id: 71, name: 'Drum', price: 79000 },
        { id: 72, name: 'Disc', price: 83000 },
      ],
      specs: [{ group: 'engineDetails', label: 'Displacement', value: '123.94 cc' }],
    });

    // The second variant's price is on another tab, which says so; opening it shows the field.
    const variantsTab = screen.getByRole('tab', { name: 'Variants (1 to fix)' });
    fireEvent.click(variantsTab);
    const prices = screen.getAllByLabelText('Ex-showroom price (₹)');
    expect(prices[0]?.getAttribute('aria-invalid')).toBeNull();
    expect(prices[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(prices[1]!)).toContain('The price must be a whole number of rupees');
    expect(await screen.findByText(M.checkFields, { selector: '.Toastify *' })).toBeTruthy();
  });

  it('writes the Marathi and Hindi of a text beside its English, and sends them with the model', async () => {
    answerSave = () => json(200, { message: M.saved, id: 7, summary: 'draft' });
    renderAt('?model=7&tab=details');
    await screen.findByLabelText('Model name');
    const marathi = screen.getByLabelText('Tagline in Marathi');
    expect(marathi.getAttribute('lang')).toBe('mr');
    expect(describedText(marathi)).toContain('Empty: the English is shown.');
    changeValue(marathi, { target: { value: 'भरवशाची साथ' } });
    changeValue(screen.getByLabelText('Overview in Hindi'), {
      target: { value: 'रोज़ के सफ़र की भरोसेमंद साथी।' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({
      tagline: 'The trusted one',
      taglineMr: 'भरवशाची साथ',
      taglineHi: '',
      overviewHi: 'रोज़ के सफ़र की भरोसेमंद साथी।',
    });
  });

  it('checks the form before sending it: a missing variant price stays on the client', async () => {
    const router = renderAt('?model=7&tab=variants');
    const prices = await screen.findAllByLabelText('Ex-showroom price (₹)');
    changeValue(prices[1]!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(prices[1]?.getAttribute('aria-invalid')).toBe('true'));
    expect(writes).toEqual([]);
    // The summary names the field; its button opens the tab it is on.
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    fireEvent.click(screen.getByRole('button', { name: /Variants · Variant 2, price/ }));
    await waitFor(() => expect(router.state.location.search).toContain('tab=variants'));
  });

  it('disables the engine capacity of an EV at 0 cc, and sends 0', async () => {
    answerSave = () => json(201, { message: M.created, id: 12, summary: 'created' });
    renderAt('?model=new');
    const engine = await screen.findByLabelText('Engine capacity (cc)');
    expect((engine as HTMLInputElement).disabled).toBe(false);
    expect((engine as HTMLInputElement).value).toBe('');

    changeValue(screen.getByLabelText('Type'), { target: { value: 'ev' } });
    await waitFor(() => expect((engine as HTMLInputElement).disabled).toBe(true));
    expect((engine as HTMLInputElement).value).toBe('0');
    expect(screen.getByText('An electric vehicle has no engine: 0 cc.')).toBeTruthy();
    // Back to a bike the box opens again, empty, for its cc; then the EV after all.
    changeValue(screen.getByLabelText('Type'), { target: { value: 'bike' } });
    await waitFor(() => expect((engine as HTMLInputElement).disabled).toBe(false));
    expect((engine as HTMLInputElement).value).toBe('');
    changeValue(screen.getByLabelText('Type'), { target: { value: 'ev' } });
    await waitFor(() => expect((engine as HTMLInputElement).value).toBe('0'));

    changeValue(screen.getByLabelText('Model name'), { target: { value: 'Activa e:' } });
    changeValue(screen.getByLabelText('URL name'), { target: { value: 'Activa e:' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Variants' }));
    changeValue(screen.getByLabelText('Variant name'), { target: { value: 'Standard' } });
    changeValue(screen.getByLabelText('Ex-showroom price (₹)'), {
      target: { value: '117000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.call).toBe('POST /api/catalogue-editor/models');
    expect(writes[0]?.body).toMatchObject({
      type: 'ev',
      engineCc: 0,
      variants: [{ name: 'Standard', price: 117000 }],
    });
    expect(await screen.findByText(M.created)).toBeTruthy();
  });

  it('asks before leaving the model with unsaved edits', async () => {
    const router = renderAt('?model=7');
    const name = await screen.findByLabelText('Model name');
    changeValue(name, { target: { value: 'Shine 100' } });
    fireEvent.click(screen.getByRole('link', { name: 'All models' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your unsaved edits?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.search).toBe('?model=7');
    expect((screen.getByLabelText('Model name') as HTMLInputElement).value).toBe('Shine 100');

    // Another tab of the same model is no leaving.
    fireEvent.click(screen.getByRole('tab', { name: 'Colours' }));
    await waitFor(() => expect(router.state.location.search).toBe('?model=7&tab=colours'));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'All models' }));
    const again = await screen.findByRole('alertdialog', { name: 'Discard your unsaved edits?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard edits' }));
    await screen.findByRole('table', { name: 'Models' });
  });
});

describe('the 360° view', () => {
  const frame = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

  it('orders frames by file name with numbers as numbers', () => {
    const names = ['f-10.png', 'f-2.png', 'f-1.png', 'F-3.png'].map((name) => ({ name }));
    expect(sortByFileName(names).map((file) => file.name)).toEqual([
      'f-1.png',
      'f-2.png',
      'F-3.png',
      'f-10.png',
    ]);
  });

  function choose(input: HTMLElement, files: File[]) {
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    changeValue(input);
  }

  const order = () =>
    within(screen.getByRole('list', { name: 'Frame order' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span[title]')?.textContent);

  it('puts chosen frames in file-name order, reorders them by buttons and sorts them again', async () => {
    renderAt('?model=7&tab=360');
    const input = await screen.findByLabelText('Choose the frames');
    const names = Array.from({ length: 12 }, (_, i) => `shot-${i + 1}.png`);
    // As a file picker may hand them over: not in turning order.
    choose(input, [...names].reverse().map(frame));

    expect(await screen.findByText('12 new frames, not uploaded yet')).toBeTruthy();
    expect(order()).toEqual(names);
    expect(screen.getByRole('slider', { name: 'Preview of the new 360° view' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move frame 3 (shot-3.png) earlier' }));
    expect(order().slice(0, 3)).toEqual(['shot-1.png', 'shot-3.png', 'shot-2.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by file name' }));
    expect(order()).toEqual(names);

    // The preview turns by the keyboard, which stops its play.
    const preview = screen.getByRole('slider', { name: 'Preview of the new 360° view' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const before = Number(preview.getAttribute('aria-valuenow'));
    fireEvent.keyDown(preview, { key: 'ArrowRight' });
    expect(Number(preview.getAttribute('aria-valuenow'))).toBe((before % 12) + 1);
  });

  it('refuses fewer than 12 frames before uploading anything', async () => {
    renderAt('?model=7&tab=360');
    const input = await screen.findByLabelText('Choose the frames');
    choose(input, ['a.png', 'b.png'].map(frame));
    expect(await screen.findByText(M.frameCount)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('list', { name: 'Frame order' })).toBeNull();
  });
});
