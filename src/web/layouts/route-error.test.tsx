// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorMessage } from '../components/ui/error-message';
import { createI18n } from '../i18n/i18n';
import { resources as en } from '../i18n/locales/en';
import { resources as hi } from '../i18n/locales/hi';
import { resources as mr } from '../i18n/locales/mr';
import { RouteError } from './route-error';

/** A page under `basename` whose route's loader fails as `fail` says, drawn with `i18n`'s strings. */
function drawFailing(i18n: I18n, fail: () => never, basename?: string) {
  const router = createMemoryRouter(
    [{ path: '*', loader: fail, Component: () => null, ErrorBoundary: RouteError }],
    { initialEntries: [basename ?? '/'], basename },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const broken = (): never => {
  throw new Error('chunk gone');
};

afterEach(() => {
  cleanup();
  // Leave the English strings as the default for whatever runs next.
  createI18n('en', en);
});

describe('the page shown when a route fails', () => {
  it('says so in the page’s language, and its home is that language’s', async () => {
    drawFailing(createI18n('mr', mr), broken, '/mr');
    expect(await screen.findByRole('heading', { name: 'काहीतरी चुकले' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पुन्हा लोड करा' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुख्य पानावर जा' }).getAttribute('href')).toBe('/mr');
  });

  it('says a missing page is not found, in Hindi on a Hindi page', async () => {
    drawFailing(
      createI18n('hi', hi),
      () => {
        throw new Response('', { status: 404 });
      },
      '/hi',
    );
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByText('आप जो पेज ढूंढ रहे हैं वह मौजूद नहीं है।')).toBeTruthy();
  });

  it('speaks English without waiting when the strings never came', async () => {
    drawFailing(createI18n('en', {}), broken);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        'Please reload the page. If the problem continues, call us or try again later.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });
});

describe('an error message with a retry', () => {
  it('offers to try again in the page’s language', () => {
    render(
      <I18nextProvider i18n={createI18n('hi', hi)}>
        <ErrorMessage message="x" onRetry={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    cleanup();
    createI18n('en', en);
    render(<ErrorMessage message="x" onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
