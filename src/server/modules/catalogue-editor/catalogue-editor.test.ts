import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_EDITOR_MESSAGES as M,
  type ModelDetail,
  type ModelDocumentInput,
  type ModelListItem,
  type ModelPreview,
} from '../../../shared/catalogue-editor.js';
import { buildTestApp, signIn, type TestApp } from '../../test/helper.js';
import { createStaffAccount } from '../../test/staff-accounts.js';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp({ ENQUIRY_RATE_LIMIT: '100000' });
  owner = await signIn(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = owner) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const png = (width: number, height: number, background = '#c8102e') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

function form(files: [string, Buffer, string][]) {
  const data = new FormData();
  for (const [field, bytes, filename] of files) {
    data.append(field, new Blob([new Uint8Array(bytes)]), filename);
  }
  return data;
}
const upload = (path: string, files: [string, Buffer, string][]) =>
  call('POST', `/api/catalogue-editor/${path}`, form(files));

function smallPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A5' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Honda Activa e: brochure');
    doc.end();
  });
}

const frameSet = async (count: number, size = { width: 64, height: 48 }) => {
  const files: [string, Buffer, string][] = [];
  for (let i = 0; i < count; i += 1) {
    // A different colour per frame: identical bytes would be stored once.
    const shade = `#${(0x101010 + i * 0x030201).toString(16).padStart(6, '0')}`;
    files.push(['frames', await png(size.width, size.height, shade), `frame-${i}.png`]);
  }
  return files;
};

const countRows = async (table: 'vehicles' | 'audit_events' | 'catalogue_drafts') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const auditOf = (action: string) =>
  t.database.db
    .selectFrom('audit_events')
    .select(['target', 'summary'])
    .where('action', '=', action as never)
    .orderBy('id')
    .execute();

/** Pictures uploaded once through the editor and used by every document below. */
const media = { picture: '', brochure: '', frames: [] as string[] };

const activaE = (): ModelDocumentInput => ({
  type: 'ev',
  name: 'Honda Activa e:',
  bikeName: 'Activa e:',
  tagline: 'Electric, the Activa way',
  overview: 'Swappable batteries and a 102 km range.',
  engineCc: 0,
  engine: 'Electric motor',
  power: '6 kW',
  transmission: 'Automatic',
  sortOrder: 9,
  heroImage: media.picture,
  cardImage: media.picture,
  brochure: media.brochure,
  variants: [
    { name: 'Standard', price: 117_000 },
    { name: 'RoadSync Duo', price: 151_600 },
  ],
  colours: [{ name: 'Pearl Shallow Blue', hex: '#1f3f8f', image: media.picture }],
  specs: [{ group: 'Electrical', label: 'Battery', value: '2 × 1.5 kWh, swappable' }],
  features: [{ title: 'Swappable batteries', text: 'Swap at a station.', image: media.picture }],
  accessories: [{ partNo: '08P70-K2S', name: 'Seat cover', price: 950 }],
  frames: media.frames,
});

describe('uploads', () => {
  it('store a picture at 400, 800 and 1200 px wide as WebP and answer src and srcset', async () => {
    const response = await upload('pictures', [['picture', await png(1600, 1000), 'hero.png']]);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ src: string; srcset: string; width: number; height: number }>();
    expect(answer).toMatchObject({ width: 800, height: 500 });
    const widths = answer.srcset.split(', ').map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['400w', '800w', '1200w']);
    expect(answer.srcset).toContain(`${answer.src} 800w`);
    const served = await t.app.inject({ url: answer.src });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const { width, format } = await sharp(served.rawPayload).metadata();
    expect([width, format]).toEqual([800, 'webp']);
    media.picture = answer.src;
  });

  it('never enlarge a small picture: it is stored once, at its own width', async () => {
    const response = await upload('pictures', [['picture', await png(300, 200), 'small.png']]);
    expect(response.json()).toMatchObject({ width: 300, height: 200 });
    expect(response.json<{ srcset: string }>().srcset.split(', ')).toHaveLength(1);
  });

  it('refuse a file that is not a picture, whatever its name says', async () => {
    const response = await upload('pictures', [['picture', Buffer.from('GIF89a...'), 'x.png']]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('"x.png" is not a JPEG, PNG or WebP image.');
  });

  it('take a real PDF brochure and refuse anything else', async () => {
    const pdf = await upload('brochure', [['brochure', await smallPdf(), 'activa-e.pdf']]);
    expect(pdf.statusCode, pdf.body).toBe(201);
    media.brochure = pdf.json<{ src: string }>().src;
    expect(media.brochure).toMatch(/^\/media\/[a-f0-9]+\.pdf$/);
    const served = await t.app.inject({ url: media.brochure });
    expect(served.headers['content-type']).toBe('application/pdf');

    const fake = await upload('brochure', [['brochure', await png(10, 10), 'fake.pdf']]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: M.brochure });
  });

  it('take 12 to 72 frames of one size, in order', async () => {
    const response = await upload('frames', await frameSet(12));
    expect(response.statusCode, response.body).toBe(201);
    const { frames } = response.json<{ frames: string[] }>();
    expect(frames).toHaveLength(12);
    expect(new Set(frames).size).toBe(12);
    media.frames = frames;
  });

  it('refuse frames of mixed sizes and a wrong count, storing nothing', async () => {
    const before = await countRows('audit_events');
    const mixed = await frameSet(12);
    mixed[5] = ['frames', await png(80, 48), 'odd.png'];
    const refused = await upload('frames', mixed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'All frames must be the same size' });
    const few = await upload('frames', await frameSet(5));
    expect(few.statusCode).toBe(400);
    expect(few.json()).toEqual({ message: 'A 360° view needs 12 to 72 frames' });
    expect(await countRows('audit_events')).toBe(before);
  });
});

describe('a new model from draft to retirement', () => {
  let id: number;
  const detail = async () =>
    (await call('GET', `/api/catalogue-editor/models/${id}`)).json<ModelDetail>();
  const listed = async () =>
    (await call('GET', '/api/catalogue-editor/models'))
      .json<{ data: ModelListItem[] }>()
      .data.find((model) => model.id === id);
  const publicEv = async () =>
    (await t.app.inject({ url: '/api/ev' })).json<{ bikeName: string; tagline?: string }[]>();

  it('makes way: the seeded Activa e:, with no enquiries yet, can be deleted', async () => {
    const seeded = (await call('GET', '/api/catalogue-editor/models'))
      .json<{ data: ModelListItem[] }>()
      .data.find((model) => model.bikeName === 'Activa e:');
    expect(seeded).toMatchObject({ status: 'live', leads: 0 });
    const deleted = await call('DELETE', `/api/catalogue-editor/models/${seeded?.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await publicEv()).map((m) => m.bikeName)).not.toContain('Activa e:');
    expect(await auditOf('model-delete')).toEqual([
      { target: 'Activa e:', summary: 'deleted (live) Honda Activa e:' },
    ]);
  });

  it('starts as a draft the public site does not know', async () => {
    const created = await call('POST', '/api/catalogue-editor/models', activaE());
    expect(created.statusCode, created.body).toBe(201);
    id = created.json<{ id: number }>().id;
    expect((await publicEv()).map((m) => m.bikeName)).not.toContain('Activa e:');
    expect((await t.app.inject({ url: '/api/bikeView/Activa%20e%3A' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/variants/Activa%20e%3A' })).statusCode).toBe(404);
    const manage = (await call('GET', '/api/ev_admin')).json<{ id: number }[]>();
    expect(manage.map((row) => row.id)).not.toContain(id);
    const prices = (await call('GET', '/api/managePrice')).json<{ bike_name: string }[]>();
    expect(prices.map((row) => row.bike_name)).not.toContain('Activa e:');
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/postBooking',
      payload: testRide('9822000201'),
    });
    expect(enquiry.json()).toMatchObject({
      errors: { model: 'Please choose a model from our range' },
    });
    expect(await listed()).toMatchObject({ status: 'draft', leads: 0, name: 'Honda Activa e:' });
    expect(await detail()).toMatchObject({ status: 'draft', isDraft: true });
    expect(await auditOf('model-create')).toEqual([
      {
        target: 'Activa e:',
        summary:
          "new ev 'Honda Activa e:' (Activa e:); variants Standard 1,17,000, RoadSync Duo 1,51,600",
      },
    ]);
  });

  it('goes on the site when published, with its variants, pictures and frames', async () => {
    const published = await call('POST', `/api/catalogue-editor/models/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(await publicEv()).toContainEqual(
      expect.objectContaining({ bikeName: 'Activa e:', tagline: 'Electric, the Activa way' }),
    );
    const view = await t.app.inject({ url: '/api/bikeView/Activa%20e%3A' });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      bikeName: 'Activa e:',
      bikePrice: 117_000,
      image: media.picture,
      Electrical: { Battery: '2 × 1.5 kWh, swappable' },
    });
    expect((await t.app.inject({ url: '/api/variants/Activa%20e%3A' })).json()).toEqual([
      { name: 'Standard', price: 117_000 },
      { name: 'RoadSync Duo', price: 151_600 },
    ]);
    const frames = (await t.app.inject({ url: '/api/360Images/Activa%20e%3A' })).json();
    expect(frames).toEqual(media.frames.map((images) => ({ images })));
    expect(await listed()).toMatchObject({ status: 'live', hasDraft: false });
    expect(await detail()).toMatchObject({ status: 'live', isDraft: false });
  });

  it('keeps edits as a draft until they are published, then shows them', async () => {
    const live = await detail();
    const ids = live.document.variants.map((v) => v.id);
    const edited = {
      ...live.document,
      tagline: 'Swap, ride, repeat',
      variants: live.document.variants.map((v) =>
        v.name === 'Standard' ? { ...v, price: 120_000 } : v,
      ),
    };
    const saved = await call('PUT', `/api/catalogue-editor/models/${id}`, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ summary: string }>().summary).toBe(
      "draft: tagline 'Electric, the Activa way' → 'Swap, ride, repeat'; variant Standard price 1,17,000 → 1,20,000",
    );
    expect((await publicEv()).find((m) => m.bikeName === 'Activa e:')?.tagline).toBe(
      'Electric, the Activa way',
    );
    expect((await t.app.inject({ url: '/api/variants/Activa%20e%3A' })).json()[0]).toEqual({
      name: 'Standard',
      price: 117_000,
    });
    expect(await detail()).toMatchObject({
      isDraft: true,
      document: { tagline: 'Swap, ride, repeat' },
    });
    expect(await listed()).toMatchObject({ status: 'live', hasDraft: true });

    const published = await call('POST', `/api/catalogue-editor/models/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicEv()).find((m) => m.bikeName === 'Activa e:')?.tagline).toBe(
      'Swap, ride, repeat',
    );
    expect((await t.app.inject({ url: '/api/variants/Activa%20e%3A' })).json()[0]).toEqual({
      name: 'Standard',
      price: 120_000,
    });
    // The variants kept their ids, so what points at them (prices, insurance) still does.
    expect((await detail()).document.variants.map((v) => v.id)).toEqual(ids);
    expect((await auditOf('model-publish')).map((row) => row.summary)).toEqual([
      "new ev 'Honda Activa e:' (Activa e:); variants Standard 1,17,000, RoadSync Duo 1,51,600",
      "tagline 'Electric, the Activa way' → 'Swap, ride, repeat'; variant Standard price 1,17,000 → 1,20,000",
    ]);
    const nothing = await call('POST', `/api/catalogue-editor/models/${id}/publish`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ message: M.nothingToPublish });
  });

  it('publishes the Marathi and Hindi written beside the English, each page in its own language', async () => {
    const live = await detail();
    const [feature] = live.document.features;
    const edited = {
      ...live.document,
      taglineMr: 'बॅटरी बदला, पुढे चला',
      overviewHi: 'बदलने वाली बैटरियाँ और 102 km की रेंज।',
      features: [{ ...feature!, titleMr: 'बदलता येणाऱ्या बॅटऱ्या', textHi: 'स्टेशन पर बैटरी बदलें।' }],
    };
    const saved = await call('PUT', `/api/catalogue-editor/models/${id}`, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ summary: string }>().summary).toBe(
      "draft: tagline in Marathi '' → 'बॅटरी बदला, पुढे चला'; overview in Hindi changed; feature Swappable batteries title in Marathi '' → 'बदलता येणाऱ्या बॅटऱ्या'; feature Swappable batteries text in Hindi '' → 'स्टेशन पर बैटरी बदलें।'",
    );
    // A draft: the Marathi page does not show it yet.
    const marathiView = () =>
      t.app.inject({ url: '/api/bikeView/Activa%20e%3A?lang=mr' }).then((r) => r.json());
    expect((await marathiView()).tagline).toBe('Swap, ride, repeat');

    expect((await call('POST', `/api/catalogue-editor/models/${id}/publish`)).statusCode).toBe(200);
    expect(await marathiView()).toMatchObject({
      tagline: 'बॅटरी बदला, पुढे चला',
      // No Marathi overview written: the English one.
      bikeDetails: 'Swappable batteries and a 102 km range.',
    });
    const hindi = (await t.app.inject({ url: '/api/bikeView/Activa%20e%3A?lang=hi' })).json();
    expect(hindi).toMatchObject({
      tagline: 'Swap, ride, repeat',
      bikeDetails: 'बदलने वाली बैटरियाँ और 102 km की रेंज।',
    });
    const features = (lang: string) =>
      t.app.inject({ url: `/api/bikeFeatures/Activa%20e%3A?lang=${lang}` }).then((r) => r.json());
    expect((await features('mr'))[0]).toMatchObject({
      heading: 'बदलता येणाऱ्या बॅटऱ्या',
      description: 'Swap at a station.',
    });
    expect((await features('hi'))[0]).toMatchObject({
      heading: 'Swappable batteries',
      description: 'स्टेशन पर बैटरी बदलें।',
    });
    // The editor reads back what it saved.
    expect((await detail()).document).toMatchObject({
      taglineMr: 'बॅटरी बदला, पुढे चला',
      taglineHi: '',
      overviewHi: 'बदलने वाली बैटरियाँ और 102 km की रेंज।',
      features: [expect.objectContaining({ titleMr: 'बदलता येणाऱ्या बॅटऱ्या' })],
    });
  });

  it('previews a draft to staff in the public reads’ shapes, while the site keeps the live model', async () => {
    const live = await detail();
    const standard = live.document.variants.find((v) => v.name === 'Standard');
    const insured = await call('PUT', `/api/on-road-rules/insurance/${standard?.id}`, {
      insurance: 9_800,
    });
    expect(insured.statusCode, insured.body).toBe(200);
    const draft = {
      ...live.document,
      tagline: 'Now with a longer range',
      overview: 'Two swappable batteries, 102 km.',
      variants: [
        ...live.document.variants.map((v) =>
          v.id === standard?.id ? { ...v, price: 125_000 } : v,
        ),
        { name: 'Limited', price: 160_000 },
      ],
      colours: [...live.document.colours, { name: 'Matte Black', hex: '#111111', image: '' }],
    };
    expect((await call('PUT', `/api/catalogue-editor/models/${id}`, draft)).statusCode).toBe(200);

    const preview = await call('GET', `/api/catalogue-editor/models/${id}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json<ModelPreview>();
    expect(shown).toMatchObject({
      status: 'live',
      isDraft: true,
      summary: { bikeName: 'Activa e:', tagline: 'Now with a longer range', price: 125_000 },
      bikeView: {
        bikeName: 'Activa e:',
        bikeDetails: 'Two swappable batteries, 102 km.',
        bikePrice: 125_000,
        Electrical: { Battery: '2 × 1.5 kWh, swappable' },
      },
      variants: [
        { name: 'Standard', price: 125_000 },
        { name: 'RoadSync Duo', price: 151_600 },
        { name: 'Limited', price: 160_000 },
      ],
      bikeAccessories: [{ heading: 'Seat cover', part_no: '08P70-K2S', price: 950 }],
      frames: media.frames.map((images) => ({ images })),
    });
    expect(shown.bikeColours.map((c) => c.name)).toEqual(['Pearl Shallow Blue', 'Matte Black']);
    // Each variant's on-road price from the draft's price and the live insurance; none yet for
    // variants without insurance, the new one among them.
    expect(shown.onRoad.map((line) => [line.variant, line.quote?.exShowroom ?? null])).toEqual([
      ['Standard', 125_000],
      ['RoadSync Duo', null],
      ['Limited', null],
    ]);
    expect(shown.onRoad[0]?.quote).toMatchObject({ insurance: 9_800, roadTax: 0 });

    // The public reads still answer what is published.
    const publicView = await t.app.inject({ url: '/api/bikeView/Activa%20e%3A' });
    expect(publicView.json()).toMatchObject({ bikePrice: 120_000, tagline: 'Swap, ride, repeat' });
    const onRoad = await t.app.inject({ url: '/api/onRoadPrice?bike=Activa%20e%3A' });
    expect(onRoad.json()).toMatchObject({ exShowroom: 120_000, insurance: 9_800 });
    // Nobody signed out sees it.
    const anonymous = await t.app.inject({ url: `/api/catalogue-editor/models/${id}/preview` });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', '/api/catalogue-editor/models/999999/preview')).statusCode).toBe(404);

    expect((await call('POST', `/api/catalogue-editor/models/${id}/publish`)).statusCode).toBe(200);
  });

  it('keeps a price set in Manage while a draft waits: Publish does not put the old one back', async () => {
    const live = await detail();
    const [standard] = live.document.variants;
    const [cover] = live.document.accessories;
    const draft = { ...live.document, tagline: 'Ride electric' };
    expect((await call('PUT', `/api/catalogue-editor/models/${id}`, draft)).statusCode).toBe(200);

    const variantPrice = await t.app.inject({
      method: 'PATCH',
      url: `/api/managePrice/${encodeURIComponent('Activa e:')}/variants/${standard?.id}`,
      headers: { cookie: owner },
      payload: { price: 123_456 },
    });
    expect(variantPrice.statusCode, variantPrice.body).toBe(200);
    const accessoryPrice = await t.app.inject({
      method: 'PATCH',
      url: `/api/manageAccessories/${cover?.id}`,
      headers: { cookie: owner },
      payload: { price: 1_100 },
    });
    expect(accessoryPrice.statusCode, accessoryPrice.body).toBe(200);
    // The waiting draft carries the new prices, and so does the site once it is published.
    expect((await detail()).document).toMatchObject({
      tagline: 'Ride electric',
      variants: [{ id: standard?.id, price: 123_456 }, {}, {}],
      accessories: [{ id: cover?.id, price: 1_100 }],
    });
    expect((await call('POST', `/api/catalogue-editor/models/${id}/publish`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/variants/Activa%20e%3A' })).json()[0]).toEqual({
      name: 'Standard',
      price: 123_456,
    });
    const accessories = (await t.app.inject({ url: '/api/bikeAccessories/Activa%20e%3A' })).json();
    expect(accessories).toEqual([expect.objectContaining({ heading: 'Seat cover', price: 1_100 })]);
    expect((await publicEv()).find((m) => m.bikeName === 'Activa e:')?.tagline).toBe(
      'Ride electric',
    );
  });

  it('leaves the site when retired, while its leads stay in the report', async () => {
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/postBooking',
      payload: testRide('9822000202'),
    });
    expect(lead.statusCode, lead.body).toBe(201);
    expect(await listed()).toMatchObject({ leads: 1 });

    const retired = await call('POST', `/api/catalogue-editor/models/${id}/retire`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await publicEv()).map((m) => m.bikeName)).not.toContain('Activa e:');
    expect((await t.app.inject({ url: '/api/bikeView/Activa%20e%3A' })).statusCode).toBe(404);
    expect(await listed()).toMatchObject({ status: 'retired', leads: 1 });
    expect(await auditOf('model-retire')).toEqual([
      { target: 'Activa e:', summary: 'live → retired' },
    ]);

    const report = await call('POST', '/api/enquiryReports', {
      page: 1,
      limit: 10,
      search: 'Retired Rider',
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().data).toEqual([
      expect.objectContaining({ name: 'Retired Rider', model: 'Activa e:' }),
    ]);
    const desk = await call('GET', '/api/leads?search=Retired%20Rider');
    expect(desk.statusCode, desk.body).toBe(200);
    expect(JSON.stringify(desk.json())).toContain('Activa e:');
  });

  it('cannot be deleted while an enquiry names it', async () => {
    const before = await countRows('vehicles');
    const refused = await call('DELETE', `/api/catalogue-editor/models/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This model has leads; retire it instead' });
    expect(await countRows('vehicles')).toBe(before);
  });
});

const testRide = (mobileNo: string) => ({
  name: 'Retired Rider',
  emailId: 'rider@example.com',
  mobileNo,
  model: 'Activa e:',
  color: 'Pearl Shallow Blue',
  agree: true,
});

describe('a draft without leads', () => {
  it('is deleted, with its audit row', async () => {
    const created = await call('POST', '/api/catalogue-editor/models', {
      ...activaE(),
      name: 'Honda CB 350',
      bikeName: 'CB 350',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const deleted = await call('DELETE', `/api/catalogue-editor/models/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/catalogue-editor/models/${id}`)).statusCode).toBe(404);
    expect((await auditOf('model-delete')).at(-1)).toEqual({
      target: 'CB 350',
      summary: 'deleted (draft) Honda CB 350',
    });
  });

  it('is not published without its main and card pictures', async () => {
    const created = await call('POST', '/api/catalogue-editor/models', {
      ...activaE(),
      name: 'Honda CUV e:',
      bikeName: 'CUV e:',
      heroImage: '',
      cardImage: '',
    });
    const { id } = created.json<{ id: number }>();
    const refused = await call('POST', `/api/catalogue-editor/models/${id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: M.cannotPublish,
      errors: { heroImage: M.heroRequired, cardImage: M.cardRequired },
    });
    expect((await t.app.inject({ url: '/api/bikeView/CUV%20e%3A' })).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  const cases: [string, Partial<ModelDocumentInput>, Record<string, string>][] = [
    ['a name another model has', { name: 'honda shine' }, { name: M.nameTaken('honda shine') }],
    ['a URL name another model has', { bikeName: 'SHINE' }, { bikeName: M.bikeNameTaken('SHINE') }],
    [
      'a negative price',
      { variants: [{ name: 'Standard', price: -5 }] },
      { 'variants.0.price': 'Please enter a valid price' },
    ],
    [
      'a price that is not whole rupees',
      { variants: [{ name: 'Standard', price: 1000.5 }] },
      { 'variants.0.price': 'Please enter a valid price' },
    ],
    [
      'two variants of one name',
      {
        variants: [
          { name: 'Disc', price: 1000 },
          { name: 'disc ', price: 2000 },
        ],
      },
      { 'variants.1.name': M.duplicateVariant },
    ],
    [
      'a wrong number of frames',
      { frames: ['/media/abc0123456789def.webp'] },
      { frames: M.frameCount },
    ],
    [
      'an unknown specification group',
      { specs: [{ group: 'Wheels' as never, label: 'Front', value: '12 in' }] },
      { 'specs.0.group': M.unknownGroup },
    ],
    [
      'a swatch that is not #rrggbb',
      { colours: [{ name: 'Red', hex: 'red', image: '' }] },
      { 'colours.0.hex': M.hex },
    ],
    ['an EV with an engine capacity', { engineCc: 110 }, { engineCc: M.engineCcEv }],
    ['a bike without one', { type: 'bike', engineCc: 0 }, { engineCc: M.engineCcRequired }],
    [
      'a picture that was never uploaded',
      { heroImage: '/media/0123456789abcdef0123456789abcdef.webp' },
      { heroImage: M.pictureMissing },
    ],
    [
      'a variant id of another model',
      { variants: [{ id: 1, name: 'Standard', price: 1000 }] },
      { 'variants.0.id': M.unknownVariant },
    ],
  ];

  it.each(cases)(
    '%s is refused with 400 naming the field, and nothing changes',
    async (_, change, errors) => {
      const counts = [
        await countRows('vehicles'),
        await countRows('audit_events'),
        await countRows('catalogue_drafts'),
      ];
      const response = await call('POST', '/api/catalogue-editor/models', {
        ...activaE(),
        name: 'Honda Shine 100 DX',
        bikeName: 'Shine 100 DX',
        ...change,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toMatchObject(errors);
      expect(response.json().message).toBe(M.checkFields);
      expect([
        await countRows('vehicles'),
        await countRows('audit_events'),
        await countRows('catalogue_drafts'),
      ]).toEqual(counts);
    },
  );

  it('is refused on a saved draft too, which keeps its last good version', async () => {
    const shine = (await call('GET', '/api/catalogue-editor/models'))
      .json<{ data: ModelListItem[] }>()
      .data.find((m) => m.bikeName === 'Shine')!;
    const doc = (await call('GET', `/api/catalogue-editor/models/${shine.id}`)).json<ModelDetail>();
    const response = await call('PUT', `/api/catalogue-editor/models/${shine.id}`, {
      ...doc.document,
      bikeName: 'SP 125',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ bikeName: M.bikeNameTaken('SP 125') });
    expect((await call('GET', `/api/catalogue-editor/models/${shine.id}`)).json()).toMatchObject({
      isDraft: false,
    });
  });
});

describe('two creates of one model sent together', () => {
  it('let exactly one in; the other hears the name is taken', async () => {
    const doc = { ...activaE(), name: 'Honda Shine 100', bikeName: 'Shine 100' };
    const answers = await Promise.all([
      call('POST', '/api/catalogue-editor/models', doc),
      call('POST', '/api/catalogue-editor/models', doc),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const loser = answers.find((a) => a.statusCode === 400)!;
    expect(loser.json().errors).toMatchObject({ name: M.nameTaken('Honda Shine 100') });
    const rows = await t.database.db
      .selectFrom('vehicles')
      .select('id')
      .where('slug', '=', 'SHINE100')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('roles', () => {
  it('refuse sales and service staff every editor call with 403', async () => {
    const sales = await createStaffAccount(t, owner, { userId: 'editor-sales', role: 'sales' });
    const service = await createStaffAccount(t, owner, { userId: 'editor-svc', role: 'service' });
    for (const cookie of [sales, service]) {
      const list = await call('GET', '/api/catalogue-editor/models', undefined, cookie);
      expect(list.statusCode).toBe(403);
      const models = (await call('GET', '/api/catalogue-editor/models')).json<{
        data: ModelListItem[];
      }>();
      const preview = `/api/catalogue-editor/models/${models.data[0]?.id}/preview`;
      expect((await call('GET', preview, undefined, cookie)).statusCode).toBe(403);
      const before = await countRows('vehicles');
      const create = await call(
        'POST',
        '/api/catalogue-editor/models',
        { ...activaE(), name: 'Honda Dio', bikeName: 'Dio 2' },
        cookie,
      );
      expect(create.statusCode).toBe(403);
      expect(await countRows('vehicles')).toBe(before);
      const picture = await call(
        'POST',
        '/api/catalogue-editor/pictures',
        form([['picture', await png(20, 20), 'p.png']]),
        cookie,
      );
      expect(picture.statusCode).toBe(403);
    }
  });
});
