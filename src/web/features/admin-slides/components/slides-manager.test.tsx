// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDE_MESSAGES, type AdminSlide } from '../../../../shared/slides';
import { ToastContainer } from '../../../lib/toast';
import { stubDialogsAndScrolling } from '../../../test/no-layout';
import { SlidesManager } from './slides-manager';
import { changeValue } from '../../../test/change-value';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const slide = (id: number, title: string, more: Partial<AdminSlide> = {}): AdminSlide => ({
  id,
  filepath: `/media/${String(id).repeat(32).slice(0, 32)}.webp`,
  title,
  titleMr: '',
  titleHi: '',
  subtitle: '',
  subtitleMr: '',
  subtitleHi: '',
  ctaLabel: '',
  ctaLabelMr: '',
  ctaLabelHi: '',
  ctaHref: '',
  ...more,
});

/** The Slides API as the panel sees it: the list, and every write as the browser sent it. */
let stored: AdminSlide[];
let writes: { call: string; body: unknown }[];
/** What the next add answers (the server's refusal, or the slide). */
let answerAdd: (fields: Record<string, FormDataEntryValue>) => Response;
let listAnswer: () => Response;
/** While set, a save of the order waits for it (the server is slow to answer). */
let orderGate: Promise<void> | undefined;

beforeEach(() => {
  stubDialogsAndScrolling();
  stored = [
    slide(1, 'Festive offers', {
      subtitle: 'Benefits up to ₹7,000',
      ctaLabel: 'View offers',
      ctaHref: '/offers',
      titleMr: 'सणासुदीच्या ऑफर',
    }),
    slide(2, 'Genuine service'),
    slide(3, ''),
  ];
  writes = [];
  orderGate = undefined;
  listAnswer = () => json(200, { data: stored });
  answerAdd = () => {
    const added = slide(9, 'Monsoon camp');
    stored = [...stored, added];
    return json(201, { message: SLIDE_MESSAGES.created, slide: added });
  };
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/slides') return listAnswer();
    if (init?.body instanceof FormData) {
      const fields = Object.fromEntries(init.body.entries());
      writes.push({ call: `${method} ${path}`, body: fields });
      return answerAdd(fields);
    }
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : undefined;
    writes.push({ call: `${method} ${path}`, body });
    if (method === 'PUT' && path === '/api/slides/order') {
      await orderGate;
      const ids = body?.ids as number[];
      stored = ids.map((id) => stored.find((item) => item.id === id)!);
      return json(200, { message: SLIDE_MESSAGES.reordered });
    }
    const id = Number(path.split('/').at(-1));
    if (method === 'PUT') {
      stored = stored.map((item) => (item.id === id ? { ...item, ...body } : item));
      return json(200, { message: SLIDE_MESSAGES.saved, slide: stored.find((s) => s.id === id) });
    }
    if (method === 'DELETE') {
      stored = stored.filter((item) => item.id !== id);
      return json(200, { message: SLIDE_MESSAGES.deleted });
    }
    return json(404, { message: 'Not found' });
  });
  URL.createObjectURL = () => 'blob:chosen-picture';
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SlidesManager />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const list = () => screen.getByRole('list', { name: 'Slides, in the order Home shows them' });
const titles = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const toast = (text: string) => screen.findByText(text, { selector: '.Toastify *' });

describe('the Slides screen', () => {
  it('lists each slide with its picture, texts and translations, in Home’s order', async () => {
    renderScreen();
    const first = await screen.findByRole('listitem', { name: 'Slide 1' });
    expect(within(first).getByRole('img', { name: 'Picture of slide 1' }).getAttribute('src')).toBe(
      stored[0]!.filepath,
    );
    expect(within(first).getByText('Button “View offers” opens /offers')).toBeTruthy();
    expect(within(first).getByText('Marathi written · Hindi: English shown')).toBeTruthy();
    const third = screen.getByRole('listitem', { name: 'Slide 3' });
    expect(within(third).getByText('No title: the picture alone')).toBeTruthy();
    expect(within(third).getByText('No button')).toBeTruthy();
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move slide 1 up' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Move slide 3 down' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('moves a slide up, saves the whole order and keeps the focus on the moved slide', async () => {
    renderScreen();
    const button = await screen.findByRole('button', { name: 'Move slide 2 up' });
    button.focus();
    fireEvent.click(button);
    await toast(SLIDE_MESSAGES.reordered);
    expect(writes).toEqual([{ call: 'PUT /api/slides/order', body: { ids: [2, 1, 3] } }]);
    expect(titles()).toEqual(['Genuine service', 'Festive offers', 'No title: the picture alone']);
    // Now first, it cannot go up any more: its other move button has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move slide 1 down' }),
      ),
    );
  });

  it('keeps a second move pressed while the first is still saving, and saves them in turn', async () => {
    renderScreen();
    let answer!: () => void;
    orderGate = new Promise((resolve) => (answer = resolve));
    const button = await screen.findByRole('button', { name: 'Move slide 3 up' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(titles()[1]).toBe('No title: the picture alone'));
    // The focus has followed the slide to its new place, where the next press finds it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move slide 2 up' })),
    );
    // The first save has not been answered: the slide goes up once more all the same.
    expect(writes).toHaveLength(1);
    fireEvent.click(document.activeElement!);
    await waitFor(() => expect(titles()[0]).toBe('No title: the picture alone'));
    answer();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes.map((write) => write.body)).toEqual([{ ids: [1, 3, 2] }, { ids: [3, 1, 2] }]);
    // Read back once both are saved, the list is the server's: the slide is first.
    await waitFor(() => expect(stored.map((item) => item.id)).toEqual([3, 1, 2]));
    expect(titles()).toEqual(['No title: the picture alone', 'Festive offers', 'Genuine service']);
    // Two saves, one message: the burst is said to be saved once, when all of it is.
    await toast(SLIDE_MESSAGES.reordered);
    expect(screen.getAllByText(SLIDE_MESSAGES.reordered, { selector: '.Toastify *' })).toHaveLength(
      1,
    );
  });

  it('edits a slide’s texts in three languages, refusing a button without its link', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit slide 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit slide 2' });
    expect(within(dialog).getByLabelText('Title')).toHaveProperty('value', 'Genuine service');
    changeValue(within(dialog).getByLabelText('Title in Hindi'), {
      target: { value: 'असली सर्विस' },
    });
    changeValue(within(dialog).getByLabelText('Button label'), {
      target: { value: 'Book for service' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const link = within(dialog).getByLabelText('Button link');
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(SLIDE_MESSAGES.linkMissing)).toBeTruthy();
    expect(writes).toEqual([]);

    changeValue(link, { target: { value: '//elsewhere.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SLIDE_MESSAGES.link)).toBeTruthy();
    expect(writes).toEqual([]);

    changeValue(link, { target: { value: '/service-booking' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast(SLIDE_MESSAGES.saved);
    expect(writes).toEqual([
      {
        call: 'PUT /api/slides/2',
        body: expect.objectContaining({
          title: 'Genuine service',
          titleHi: 'असली सर्विस',
          titleMr: '',
          ctaLabel: 'Book for service',
          ctaHref: '/service-booking',
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const second = screen.getByRole('listitem', { name: 'Slide 2' });
    expect(
      within(second).getByText('Button “Book for service” opens /service-booking'),
    ).toBeTruthy();
  });

  it('adds a slide with its picture, showing the server’s refusal at the picture', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a slide' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    expect(await within(dialog).findByText(SLIDE_MESSAGES.pictureMissing)).toBeTruthy();

    const input = within(dialog).getByLabelText('Picture');
    const picture = new File(['not really a png'], 'camp.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [picture], configurable: true });
    changeValue(input);
    await within(dialog).findByRole('img', { name: 'Preview of the chosen picture' });
    changeValue(within(dialog).getByLabelText('Title'), {
      target: { value: 'Monsoon camp' },
    });

    const narrow = SLIDE_MESSAGES.pictureTooNarrow('camp.png', 800);
    let refused = false;
    const accept = answerAdd;
    answerAdd = (fields) => {
      if (refused) return accept(fields);
      refused = true;
      return json(400, { message: SLIDE_MESSAGES.checkFields, errors: { image: narrow } });
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    expect(await within(dialog).findByText(narrow)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(writes[0]).toEqual({
      call: 'POST /api/slides',
      body: expect.objectContaining({ title: 'Monsoon camp', ctaHref: '', image: picture }),
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add slide' }));
    await toast(SLIDE_MESSAGES.created);
    await screen.findByRole('listitem', { name: 'Slide 4' });
    expect(titles().at(-1)).toBe('Monsoon camp');
  });

  it('deletes a slide only after the confirmation', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete slide 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this slide?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete slide 2' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this slide?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await toast(SLIDE_MESSAGES.deleted);
    expect(writes).toEqual([{ call: 'DELETE /api/slides/2', body: undefined }]);
    await waitFor(() =>
      expect(titles()).toEqual(['Festive offers', 'No title: the picture alone']),
    );
  });

  it('says when there are no slides yet, and when the list cannot be read', async () => {
    stored = [];
    renderScreen();
    expect(await screen.findByText('No slides yet. Home shows no slideshow until you add one.'));
    cleanup();

    listAnswer = () => json(500, { message: 'Internal Server Error' });
    renderScreen();
    expect(await screen.findByText('Failed to load the slides.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
