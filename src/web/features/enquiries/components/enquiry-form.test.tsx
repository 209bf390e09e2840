// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contactForm,
  ENQUIRY_FORMS,
  ENQUIRY_KINDS,
  ENQUIRY_SCHEMAS,
  HONEYPOT_FIELD,
  serviceForm,
  type EnquiryForm as EnquiryFormDescription,
} from '../../../../shared/enquiries';
import { EnquiryForm } from './enquiry-form';
import { changeValue } from '../../../test/change-value';

/** A request the form sent, as the API received it. */
interface SentRequest {
  method: string | undefined;
  path: string;
  body: Record<string, unknown>;
}

// The API client calls globalThis.fetch with the form's relative path and has no base URL to point
// at a local server, so the test answers at fetch itself: the client's own request building and
// error handling still run.
let sent: SentRequest[];
let answer: () => Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  answer = async () => json(201, { message: contactForm.toasts.success });
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    sent.push({ method: init?.method, path, body: JSON.parse(String(init?.body)) });
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(form: EnquiryFormDescription) {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <EnquiryForm form={form} />
    </QueryClientProvider>,
  );
}

/** The error text a control is described by, as a screen reader would announce it. */
function errorOf(control: HTMLElement): string | undefined {
  if (control.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? undefined) : undefined;
}

function type(label: string, value: string) {
  changeValue(screen.getByLabelText(label), { target: { value } });
}

function fillContactForm() {
  type('Your Name', 'Asha Patil');
  type('Email Address', 'asha@example.com');
  type('Contact Number', '+91 98220 00111');
  type('Reason', 'Inquiry');
  type('Message', 'Please call me back.');
}

const submitButton = () => screen.getByRole('button', { name: 'SUBMIT' });

describe('an enquiry form', () => {
  it('shows the message of a required field left empty on that field and sends nothing', async () => {
    renderForm(contactForm);
    type('Email Address', 'asha@example.com');

    fireEvent.click(submitButton());

    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Your Name'))).toBe('Please enter your name'),
    );
    expect(errorOf(screen.getByLabelText('Email Address'))).toBeUndefined();
    expect(errorOf(screen.getByLabelText('Message'))).toBe('Please enter your message');
    expect(sent).toEqual([]);
  });

  it("shows the server's 400 field error on the field it names", async () => {
    const refusal = 'This e-mail address does not take mail';
    answer = async () =>
      json(400, { message: 'Please check the highlighted fields.', errors: { email: refusal } });
    renderForm(contactForm);
    fillContactForm();

    fireEvent.click(submitButton());

    await waitFor(() => expect(errorOf(screen.getByLabelText('Email Address'))).toBe(refusal));
    expect(errorOf(screen.getByLabelText('Your Name'))).toBeUndefined();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/contact',
        body: {
          name: 'Asha Patil',
          email: 'asha@example.com',
          contact: '9822000111',
          reason: 'Inquiry',
          message: 'Please call me back.',
          // The honeypot goes along empty, as it does from a person's browser.
          [HONEYPOT_FIELD]: '',
        },
      },
    ]);
    // What the visitor typed stays for them to correct.
    expect(screen.getByLabelText<HTMLInputElement>('Your Name').value).toBe('Asha Patil');
  });

  it('sends one request when SUBMIT is pressed twice before the page redraws', async () => {
    let respond = () => {};
    answer = () =>
      new Promise((resolve) => {
        respond = () => resolve(json(201, { message: contactForm.toasts.success }));
      });
    renderForm(contactForm);
    fillContactForm();

    // Both presses land before React redraws the button as disabled.
    act(() => {
      submitButton().click();
      submitButton().click();
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    respond();

    // A success empties the form: both submissions have run their course.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Your Name').value).toBe(''),
    );
    expect(sent).toHaveLength(1);
  });
});

describe('the inputs of the nine forms', () => {
  /** A value of exactly `length` characters that the field's type would otherwise accept. */
  function valueOfLength(type: string, length: number): string {
    const domain = '@example.com';
    return type === 'email' ? `${'a'.repeat(length - domain.length)}${domain}` : 'a'.repeat(length);
  }

  it('let a visitor type exactly as many characters as the server accepts', () => {
    for (const kind of ENQUIRY_KINDS) {
      const form = ENQUIRY_FORMS[kind];
      const { container, unmount } = renderForm(form);
      const boxes = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[maxlength], textarea[maxlength]',
      );
      for (const box of boxes) {
        const field = form.fields.find((candidate) => candidate.name === box.name);
        if (!field || field.type === 'registration') continue; // typed with spaces, checked normalised
        const issueAt = (value: string) =>
          ENQUIRY_SCHEMAS[kind]
            .safeParse({ [field.name]: value })
            .error?.issues.find((issue) => issue.path[0] === field.name)?.message;
        const value = valueOfLength(field.type, box.maxLength);
        expect(issueAt(value), `${kind}.${field.name} at ${box.maxLength}`).toBeUndefined();
        expect(issueAt(`a${value}`), `${kind}.${field.name} past ${box.maxLength}`).toBeDefined();
      }
      unmount();
    }
  });

  it('offer only the booking dates and purchase years that the server accepts', () => {
    const { container } = renderForm(serviceForm);
    const accepts = (values: Record<string, unknown>) =>
      ENQUIRY_SCHEMAS.service.safeParse({ name: 'Asha', contactNumber: '9822000111', ...values })
        .success;
    const dayBeside = (day: string, offset: number) => {
      const date = new Date(`${day}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };

    const date = container.querySelector<HTMLInputElement>('input[type="date"]');
    const year = container.querySelector<HTMLInputElement>('input[name="yearOfPurchase"]');
    if (!date || !year) throw new Error('The service form lost its date or year input');
    expect(accepts({ bookingDate: date.min })).toBe(true);
    expect(accepts({ bookingDate: date.max })).toBe(true);
    expect(accepts({ bookingDate: dayBeside(date.min, -1) })).toBe(false);
    expect(accepts({ bookingDate: dayBeside(date.max, 1) })).toBe(false);
    expect(accepts({ yearOfPurchase: year.min })).toBe(true);
    expect(accepts({ yearOfPurchase: year.max })).toBe(true);
    expect(accepts({ yearOfPurchase: Number(year.min) - 1 })).toBe(false);
    expect(accepts({ yearOfPurchase: Number(year.max) + 1 })).toBe(false);
  });
});
