// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { contactForm, offerForm } from '../../../../shared/enquiries';
import { allStringsOf } from '../../../i18n/all-strings';
import { createI18n } from '../../../i18n/i18n';
import { EnquiryForm } from './enquiry-form';

afterEach(cleanup);

const english = createI18n('en', allStringsOf('en'));
const marathi = createI18n('mr', allStringsOf('mr'));

function renderIn(i18n: typeof marathi, form: typeof contactForm | typeof offerForm) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <EnquiryForm form={form} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('an enquiry form on a Marathi page', () => {
  it('labels its fields, choices and button in Marathi and says what is missing in Marathi', async () => {
    renderIn(marathi, contactForm);
    expect(screen.getByRole('heading', { name: 'आमच्याशी संपर्क साधा' })).toBeDefined();
    expect(screen.getByRole('option', { name: 'कारण निवडा' })).toBeDefined();
    expect(screen.getByRole('option', { name: 'चौकशी' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'पाठवा' }));

    await waitFor(() => expect(screen.getByText('कृपया तुमचे नाव लिहा')).toBeDefined());
    expect(screen.getByLabelText(/तुमचे नाव/)).toBeDefined();
    expect(screen.getByText('कृपया तुमचा संदेश लिहा')).toBeDefined();
  });

  it('keeps English on English pages: the agreement reads and links as before', () => {
    renderIn(english, offerForm);
    const link = screen.getByRole('link', { name: 'Terms & Conditions (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/terms-conditions');
    expect(link.parentElement?.textContent).toBe(
      'I agree to the Terms & Conditions (opens in a new tab)',
    );
  });

  it('links the terms in its agreement, on the Marathi terms page', () => {
    renderIn(marathi, offerForm);
    const link = screen.getByRole('link', { name: 'अटी व शर्ती (नवीन टॅबमध्ये उघडते)' });
    expect(link.getAttribute('href')).toBe('/mr/terms-conditions');
  });
});
