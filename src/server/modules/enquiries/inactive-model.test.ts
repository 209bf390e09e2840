import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let cookie: string;
// A database of its own: switching the Shine off must not touch other files' tests.
beforeAll(async () => ({ t, cookie } = await signedInTestApp({ ENQUIRY_RATE_LIMIT: '100000' })));
afterAll(() => t.close());

const shine = {
  name: 'Omkar Deshmukh',
  emailId: 'omkar@example.com',
  mobileNo: '9822000118',
  model: 'Shine',
  color: 'Black',
  agree: true,
};

async function count(): Promise<number> {
  const row = await t.database.db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function setShineStatus(status: 0 | 1) {
  const bikes = (await t.app.inject({ url: '/api/bikes_admin', headers: { cookie } })).json() as {
    id: number;
    bikeName: string;
  }[];
  const id = bikes.find((bike) => bike.bikeName === 'Shine')?.id;
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/bikes/${id}/status`,
    headers: { cookie },
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a product enquiry about a model staff have switched off', () => {
  it('is refused with 400 and a message on the model, and nothing is stored', async () => {
    await setShineStatus(0);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/postBooking',
      payload: shine,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please check the highlighted fields.',
      code: 'checkFields',
      errors: { model: 'This model is no longer available. Please choose another.' },
      codes: { model: 'unavailableModel' },
    });
    expect(await count()).toBe(0);
  });

  it('is taken again once the model is switched back on', async () => {
    await setShineStatus(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/postBooking',
      payload: shine,
    });
    expect(response.statusCode).toBe(201);
    expect(await count()).toBe(1);
  });

  it('about a model that was never in the catalogue is refused with its own message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/postBooking',
      payload: { ...shine, model: 'Thunderbolt 9000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { model: 'Please choose a model from our range' },
    });
  });
});
