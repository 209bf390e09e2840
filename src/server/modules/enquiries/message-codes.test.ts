import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '100000' });
});
afterAll(() => t.close());

// Item 3: the API keeps answering the specification's English and adds a stable code per message,
// which the site looks up to show the message in the visitor's language.
describe('a refused enquiry', () => {
  it("answers 400 with the English messages and each message's code beside it", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { name: 'Asha Patil', email: 'not-an-address', contact: '12345', reason: 'Inquiry' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please check the highlighted fields.',
      code: 'checkFields',
      errors: {
        email: 'Please enter a valid e-mail address',
        contact: 'Please enter a valid 10-digit mobile number',
        message: 'Please enter your message',
      },
      codes: { email: 'invalidEmail', contact: 'invalidMobile', message: 'requiredMessage' },
    });
  });

  it("codes the finance form's own required text (SPEC §5)", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/finance',
      payload: { name: 'Asha Patil', contact: '9822000111' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { model: 'Please select a model' },
      codes: { model: 'selectModel' },
    });
  });
});
