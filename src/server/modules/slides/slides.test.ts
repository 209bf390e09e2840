import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slide } from '../../../shared/catalogue.js';
import { STAFF_MESSAGES } from '../../../shared/staff.js';
import { SLIDE_LIMITS, SLIDE_MESSAGES, type AdminSlide } from '../../../shared/slides.js';
import { TEST_ADMIN } from '../../test/databases.js';
import { signedInTestApp, type TestApp } from '../../test/helper.js';
import { createStaffAccount } from '../../test/staff-accounts.js';

let t: TestApp;
let owner: string;
let sales: string;
let service: string;

beforeAll(async () => {
  ({ t, cookie: owner } = await signedInTestApp());
  sales = await createStaffAccount(t, owner, { userId: 'slides-sales', role: 'sales' });
  service = await createStaffAccount(t, owner, { userId: 'slides-service', role: 'service' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, cookie = owner) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** What a visitor's page reads, through the public cache as a visitor would. */
const publicSlides = async (query = '') =>
  (await t.app.inject({ url: `/api/images${query}` })).json<Slide[]>();

const staffSlides = async () => (await call('GET', '/api/slides')).json<{ data: AdminSlide[] }>();

const picture = (width = 1600, height = 600, background = '#0f5c8c') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

function slideForm(fields: Record<string, string>, image?: Buffer, name = 'banner.png') {
  const data = new FormData();
  for (const [field, value] of Object.entries(fields)) data.append(field, value);
  if (image) data.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), name);
  return data;
}

const rows = async (table: 'slides' | 'media' | 'audit_events') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const lastAudit = () =>
  t.database.db
    .selectFrom('audit_events')
    .select(['action', 'actor_user_id', 'target', 'summary'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** Adds a slide as the owner and answers it. */
async function addSlide(fields: Record<string, string>): Promise<AdminSlide> {
  const response = await call('POST', '/api/slides', slideForm(fields, await picture()));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ slide: AdminSlide }>().slide;
}

describe('GET /api/images', () => {
  it('answers the spec’s id and filepath of every slide, with the demo slides’ texts beside them', async () => {
    const slides = await publicSlides();
    expect(slides.length).toBeGreaterThanOrEqual(3);
    for (const slide of slides) {
      expect(slide).toEqual({
        id: expect.any(Number),
        filepath: expect.stringMatching(/^\/media\/[0-9a-f]+\.webp$/),
        title: expect.any(String),
        subtitle: expect.any(String),
        ctaLabel: expect.any(String),
        ctaHref: expect.stringMatching(/^\/[a-z]/),
      });
    }
    expect(slides.map((slide) => slide.ctaHref)).toContain('/finance');
    const electric = slides.find((slide) => slide.title?.startsWith('Ride electric'));
    expect(electric).toMatchObject({
      ctaLabel: 'Book a test ride',
      ctaHref: '/text-ride-booking?bike=QC1',
    });
  });

  it('answers the texts in Marathi and Hindi where written, the link the same in every language', async () => {
    const english = await publicSlides();
    const marathi = await publicSlides('?lang=mr');
    const hindi = await publicSlides('?lang=hi');
    const index = english.findIndex((slide) => slide.ctaLabel === 'Book a test ride');
    expect(marathi[index]).toMatchObject({
      id: english[index]?.id,
      ctaLabel: 'टेस्ट राइड बुक करा',
      ctaHref: english[index]?.ctaHref,
    });
    expect(hindi[index]?.ctaLabel).toBe('टेस्ट राइड बुक करें');
    expect(marathi[index]?.title).not.toBe(english[index]?.title);
  });

  it('refuses a language the site does not speak', async () => {
    const response = await t.app.inject({ url: '/api/images?lang=fr' });
    expect(response.statusCode).toBe(400);
  });
});

describe('staff adding a slide', () => {
  it('stores the picture and the texts, shows the slide last on Home, and records who added it', async () => {
    const before = await publicSlides();
    const slide = await addSlide({
      title: 'Monsoon check-up camp',
      titleMr: 'पावसाळी तपासणी शिबिर',
      subtitle: 'Free 20-point check for every Honda',
      ctaLabel: 'Book for service',
      ctaHref: '/service-booking',
    });
    expect(slide).toMatchObject({
      title: 'Monsoon check-up camp',
      titleMr: 'पावसाळी तपासणी शिबिर',
      titleHi: '',
      subtitleMr: '',
      ctaLabelHi: '',
      ctaHref: '/service-booking',
    });
    const image = await t.app.inject({ url: slide.filepath });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600);

    // The public answer changes at once (the catalogue cache is told), newest slide last.
    const after = await publicSlides();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({
      id: slide.id,
      filepath: slide.filepath,
      title: 'Monsoon check-up camp',
      subtitle: 'Free 20-point check for every Honda',
      ctaLabel: 'Book for service',
      ctaHref: '/service-booking',
    });
    // Marathi where written; the English stands in for every text left empty.
    expect((await publicSlides('?lang=mr')).at(-1)).toMatchObject({
      title: 'पावसाळी तपासणी शिबिर',
      subtitle: 'Free 20-point check for every Honda',
      ctaLabel: 'Book for service',
    });
    expect((await publicSlides('?lang=hi')).at(-1)?.title).toBe('Monsoon check-up camp');
    expect(await lastAudit()).toEqual({
      action: 'slide-create',
      actor_user_id: TEST_ADMIN.userId,
      target: 'Monsoon check-up camp',
      summary: 'picture 1600 × 600',
    });
    await call('DELETE', `/api/slides/${slide.id}`);
  });

  it('keeps a slide without any text as a picture alone', async () => {
    const slide = await addSlide({});
    const shown = (await publicSlides()).find((item) => item.id === slide.id);
    expect(shown).toEqual({
      id: slide.id,
      filepath: slide.filepath,
      title: null,
      subtitle: null,
      ctaLabel: null,
      ctaHref: null,
    });
    await call('DELETE', `/api/slides/${slide.id}`);
  });

  const link = { ctaHref: SLIDE_MESSAGES.link };
  it.each([
    ['a link to another site', { ctaLabel: 'Go', ctaHref: 'https://example.com/' }, link],
    ['a link to another host', { ctaLabel: 'Go', ctaHref: '//example.com/finance' }, link],
    ['a link with a backslash', { ctaLabel: 'Go', ctaHref: '/\\example.com' }, link],
    ['a script link', { ctaLabel: 'Go', ctaHref: 'javascript:alert(1)' }, link],
    ['a path without its leading slash', { ctaLabel: 'Go', ctaHref: 'finance' }, link],
    [
      'a button label without a link',
      { ctaLabel: 'Book now' },
      { ctaHref: SLIDE_MESSAGES.linkMissing },
    ],
    [
      'a Marathi label alone',
      { ctaLabelMr: 'बुक करा' },
      { ctaHref: SLIDE_MESSAGES.linkMissing, ctaLabel: SLIDE_MESSAGES.labelMissing },
    ],
    [
      'a link without an English label',
      { ctaHref: '/finance', ctaLabelHi: 'देखें' },
      { ctaLabel: SLIDE_MESSAGES.labelMissing },
    ],
    [
      'a Marathi title without the English',
      { titleMr: 'सणासुदीच्या ऑफर' },
      { title: SLIDE_MESSAGES.englishMissing('title') },
    ],
    [
      'a title that is too long',
      { title: 'x'.repeat(81) },
      { title: SLIDE_MESSAGES.tooLong('The title', 80) },
    ],
  ] as const)(
    'refuses %s with a message per field and stores nothing',
    async (_case, fields, errors) => {
      const before = { slides: await rows('slides'), media: await rows('media') };
      const response = await call('POST', '/api/slides', slideForm(fields, await picture()));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: SLIDE_MESSAGES.checkFields, errors });
      expect({ slides: await rows('slides'), media: await rows('media') }).toEqual(before);
    },
  );

  it('refuses a slide without a picture, or with a picture narrower than a slide needs', async () => {
    const before = { slides: await rows('slides'), media: await rows('media') };
    const missing = await call('POST', '/api/slides', slideForm({ title: 'No picture' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ image: SLIDE_MESSAGES.pictureMissing });

    const narrow = await call(
      'POST',
      '/api/slides',
      slideForm({ title: 'Too small' }, await picture(800, 300), 'small.png'),
    );
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json().errors).toEqual({
      image: SLIDE_MESSAGES.pictureTooNarrow('small.png', 800),
    });

    const notAPicture = await call(
      'POST',
      '/api/slides',
      slideForm({}, Buffer.from('plain text, not a picture'), 'notes.png'),
    );
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().message).toBe('"notes.png" is not a JPEG, PNG or WebP image.');
    expect({ slides: await rows('slides'), media: await rows('media') }).toEqual(before);
  });
  it('refuses a slide beyond the most Home shows, storing nothing', async () => {
    const room = SLIDE_LIMITS.count - (await rows('slides'));
    const fillers = await t.database.db
      .insertInto('slides')
      .values(
        Array.from({ length: room }, (_, i) => ({
          filepath: `/media/filler-${i}.webp`,
          sort_order: 100 + i,
        })),
      )
      .returning('id')
      .execute();
    try {
      const media = await rows('media');
      const response = await call(
        'POST',
        '/api/slides',
        slideForm({ title: 'One too many' }, await picture()),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: SLIDE_MESSAGES.tooMany });
      expect(await rows('slides')).toBe(SLIDE_LIMITS.count);
      expect(await rows('media')).toBe(media);
    } finally {
      await t.database.db
        .deleteFrom('slides')
        .where(
          'id',
          'in',
          fillers.map((row) => row.id),
        )
        .execute();
    }
  });
});

describe('staff editing a slide', () => {
  it('changes the texts, keeps the picture, and names what changed in the audit trail', async () => {
    const slide = await addSlide({ title: 'Old title', ctaLabel: 'Offers', ctaHref: '/offers' });
    const response = await call('PUT', `/api/slides/${slide.id}`, {
      title: 'New title',
      titleHi: 'नया शीर्षक',
      subtitle: '',
      ctaLabel: '',
      ctaHref: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: SLIDE_MESSAGES.saved,
      slide: { id: slide.id, filepath: slide.filepath, title: 'New title', ctaHref: '' },
    });
    const shown = (await publicSlides('?lang=hi')).find((item) => item.id === slide.id);
    expect(shown).toMatchObject({ title: 'नया शीर्षक', ctaLabel: null, ctaHref: null });
    expect(await lastAudit()).toMatchObject({
      action: 'slide-update',
      target: 'New title',
      summary: 'changed title, Hindi title, button label, button link',
    });
    await call('DELETE', `/api/slides/${slide.id}`);
  });

  it('refuses bad texts with a message per field and changes nothing', async () => {
    const slide = await addSlide({ title: 'Kept', ctaLabel: 'Finance', ctaHref: '/finance' });
    const response = await call('PUT', `/api/slides/${slide.id}`, {
      title: 'Changed',
      ctaLabel: 'Finance',
      ctaHref: 'http://phishing.example',
      subtitleMr: 'फक्त मराठी',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      ctaHref: SLIDE_MESSAGES.link,
      subtitle: SLIDE_MESSAGES.englishMissing('subtitle'),
    });
    const kept = (await staffSlides()).data.find((item) => item.id === slide.id);
    expect(kept).toMatchObject({ title: 'Kept', ctaHref: '/finance', subtitleMr: '' });
    await call('DELETE', `/api/slides/${slide.id}`);
  });

  it('answers 404 for a slide that does not exist', async () => {
    const response = await call('PUT', '/api/slides/999999', { title: 'Nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: SLIDE_MESSAGES.notFound });
  });
});

describe('staff ordering and deleting slides', () => {
  it('shows the slides in the order given, on Home and on the Slides screen', async () => {
    const ids = (await staffSlides()).data.map((slide) => slide.id);
    const reversed = [...ids].reverse();
    const response = await call('PUT', '/api/slides/order', { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: SLIDE_MESSAGES.reordered });
    expect((await publicSlides()).map((slide) => slide.id)).toEqual(reversed);
    expect((await staffSlides()).data.map((slide) => slide.id)).toEqual(reversed);
    expect(await lastAudit()).toMatchObject({
      action: 'slide-reorder',
      summary: `order ${reversed.join(', ')}`,
    });
    await call('PUT', '/api/slides/order', { ids });
    expect((await publicSlides()).map((slide) => slide.id)).toEqual(ids);
  });

  it('refuses an order made from a stale list (a slide added or deleted meanwhile)', async () => {
    const ids = (await staffSlides()).data.map((slide) => slide.id);
    const added = await addSlide({ title: 'Added meanwhile' });
    const stale = await call('PUT', '/api/slides/order', { ids: [...ids].reverse() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: SLIDE_MESSAGES.orderChanged });
    expect((await publicSlides()).map((slide) => slide.id)).toEqual([...ids, added.id]);

    const twice = await call('PUT', '/api/slides/order', { ids: [added.id, added.id, ...ids] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ ids: SLIDE_MESSAGES.orderInvalid });

    const deleted = await call('DELETE', `/api/slides/${added.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: SLIDE_MESSAGES.deleted });
    expect(await lastAudit()).toMatchObject({ action: 'slide-delete', target: 'Added meanwhile' });
    expect((await publicSlides()).map((slide) => slide.id)).toEqual(ids);
    expect((await call('DELETE', `/api/slides/${added.id}`)).statusCode).toBe(404);
  });
});

describe('who may manage slides', () => {
  it('asks for a session: without one every slide call is refused with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/slides'],
      ['POST', '/api/slides'],
      ['PUT', '/api/slides/order'],
      ['PUT', '/api/slides/1'],
      ['DELETE', '/api/slides/1'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses the service desk with 403 and changes nothing, and lets the sales desk in as the gallery does', async () => {
    const [first] = (await staffSlides()).data;
    const audits = await rows('audit_events');
    const slidesBefore = await publicSlides();
    const refused = [
      await call('GET', '/api/slides', undefined, service),
      await call('POST', '/api/slides', slideForm({ title: 'Nope' }, await picture()), service),
      await call('PUT', `/api/slides/${first!.id}`, { title: 'Taken over' }, service),
      await call('PUT', '/api/slides/order', { ids: [first!.id] }, service),
      await call('DELETE', `/api/slides/${first!.id}`, undefined, service),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: STAFF_MESSAGES.forbidden });
    }
    expect(await publicSlides()).toEqual(slidesBefore);
    expect(await rows('audit_events')).toBe(audits);

    const listed = await call('GET', '/api/slides', undefined, sales);
    expect(listed.statusCode).toBe(200);
    const added = await call(
      'POST',
      '/api/slides',
      slideForm({ title: 'Sales desk' }, await picture()),
      sales,
    );
    expect(added.statusCode).toBe(201);
    expect(await lastAudit()).toMatchObject({
      action: 'slide-create',
      actor_user_id: 'slides-sales',
    });
    const { id } = added.json<{ slide: AdminSlide }>().slide;
    expect((await call('DELETE', `/api/slides/${id}`, undefined, sales)).statusCode).toBe(200);
  });
});
