import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { istDayBounds } from '../../../shared/dates.js';
import { REPORTS } from '../../../shared/reports.js';
import type { NewEnquiry } from '../../db/tables.js';
import { signedInTestApp, type TestApp } from '../../test/helper.js';
import { insertLeads } from '../../test/leads.js';
import { pdfPageTexts } from '../../test/pdf-text.js';
import { reportFonts } from './pdf-fonts.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
  await t.database.db
    .updateTable('dealers')
    .set({ name: 'Vitthal Rukmini Motors' })
    .where('id', '=', 1)
    .execute();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom('enquiries').execute();
  // 04:35 UTC is 10:05 in India.
  t.clock.now = Date.UTC(2026, 10, 21, 4, 35);
});

const DAY = istDayBounds('2026-11-21');
const MINUTE = 60_000;

const insert = (leads: Partial<NewEnquiry>[]) => insertLeads(t, leads, DAY.start + 9 * 60 * MINUTE);

/** The PDF export of a report, page by page as a viewer extracts its text. */
async function exportedPages(slug: string, filters: Record<string, string> = {}) {
  const query = new URLSearchParams({ format: 'pdf', ...filters });
  const response = await t.app.inject({
    url: `/api/reports/${slug}/export?${query.toString()}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return pdfPageTexts(response.rawPayload);
}

const headingsOf = (slug: string) =>
  (REPORTS.find((r) => r.slug === slug)?.columns ?? []).map((c) => c.label).join(' ');

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * Devanagari as pdf.js reads it back from the page. pdf.js (like poppler's pdftotext) reads glyph
 * by glyph through each font's ToUnicode map, so it answers the letters in the order their glyphs
 * are drawn: the i-sign before its consonant ("कि" reads "िक"), the reph after the letter it sits
 * on ("कर्ज" reads "कजर्"); and its guess at word gaps puts a space inside some words ("श्री" after
 * a space reads "श्र ी"). So this is the text with each Devanagari word in the order the shaper
 * draws its glyphs, white space left out; compare it with the page's text, white space left out.
 */
function asPdfjsReadsIt(text: string): string {
  const devanagari = reportFonts().regular.fonts[2];
  return text
    .replace(/[\u0900-\u097F\u200C\u200D]+/g, (word) =>
      (devanagari?.layout(word).glyphs ?? [])
        .map((glyph) => String.fromCodePoint(...glyph.codePoints))
        .join(''),
    )
    .replace(/\s+/g, '');
}

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/** Exactly `length` characters of distinct, searchable words. */
function distinctiveText(length: number, seed: string): string {
  const words: string[] = [];
  for (let i = 0; words.join(' ').length < length; i++) words.push(`${seed}${i}quokka`);
  return words.join(' ').slice(0, length).trimEnd();
}

describe('report PDF', () => {
  it('prints a long message, colour and model whole, wrapped rather than cut short, and ₹ as ₹', async () => {
    const message = distinctiveText(300, 'Pandharpur');
    expect(message).toHaveLength(300);
    const colour = 'Imperial Red Metallic with Matte Axis Grey Stripes and Chrome Garnish';
    const model = 'CD 110 Dream Deluxe Self Start Alloy Wheel Drum Brake Special Edition';
    await insert([
      { kind: 'product', name: 'Sakharam Gokhale', message, colour, model },
      { kind: 'product', message: 'I’m paying ₹1,20,000 — “on-road” price? पंढरपूर 🙏' },
    ]);

    const pages = await exportedPages('enquiry-report');

    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    expect(text).toContain(message);
    expect(text).toContain(colour);
    expect(text).toContain(model);
    expect(text).not.toContain('…');
    // Curly quotes, dashes, ₹ and Devanagari as typed; only what the typeface lacks (an emoji)
    // is a question mark.
    expect(text).toContain('I’m paying ₹1,20,000 — “on-road” price? पंढरपूर ?');
  });

  it('prints a name and a 300-character message typed in Marathi whole, with its conjuncts and vowel signs', async () => {
    const name = 'क्षितिज श्रीकांत कुलकर्णी';
    const sentences = [
      'नमस्कार, मला शाईन १०० ची ऑन-रोड किंमत आणि कर्जाची माहिती हवी आहे.',
      'कृपया शनिवारी सकाळी टेस्ट राइडसाठी फोन करा.',
      'माझा जुना ॲक्टिव्हा एक्सचेंज करायचा आहे, त्याची किंमत किती मिळेल?',
      'डाउन पेमेंट ₹१५,००० भरू शकतो; हप्ता किती येईल ते सांगा.',
      'पंढरपूर शोरूममध्ये लाल रंग उपलब्ध आहे का?',
      'संध्याकाळी सहानंतर फोन केलात तरी चालेल, धन्यवाद.',
    ];
    const message = sentences.join(' ').slice(0, 300);
    expect(message).toHaveLength(300);
    await insert([{ kind: 'product', name, message, model: 'Shine 100' }]);

    const [text = ''] = await exportedPages('enquiry-report');

    // The shaper's drawing of the name: the i-sign before क्ष and before त, the reph of र्णी
    // after ण; pdf.js reads the glyphs in that order. (Noto draws ई as इ with a reph on top, so
    // pdf.js reads "शाईन" in the message as "शाइर्न".)
    expect(asPdfjsReadsIt('क्षितिज श्रीकांत कुलकर्णी')).toBe('िक्षितजश्रीकांतकुलकणीर्');
    expect(asPdfjsReadsIt('शाईन')).toBe('शाइर्न');
    const read = withoutSpaces(text);
    expect(read).toContain(asPdfjsReadsIt(name));
    expect(read).toContain(asPdfjsReadsIt(message));
  });

  it('repeats the column headings and numbers every page "Page x of y"', async () => {
    await insert(
      Array.from({ length: 90 }, (_, i) => ({
        name: `Rider ${String(i).padStart(3, '0')}`,
        message: distinctiveText(160, `note${i}x`),
      })),
    );

    const pages = await exportedPages('booking-report');

    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((text, i) => {
      expect(text).toContain(headingsOf('booking-report'));
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const all = pages.join(' ');
    for (let i = 0; i < 90; i++) {
      expect(count(all, `Rider ${String(i).padStart(3, '0')}`), `Rider ${i}`).toBe(1);
    }
  });

  it("heads the first page with the dealer's name, the title, the filters and the time of printing in India", async () => {
    await insert([{ name: 'Rider Kale' }, { name: 'Someone Else' }]);

    const pages = await exportedPages('booking-report', {
      fromDate: '2026-11-21',
      toDate: '2026-11-21',
      search: 'Kale',
    });

    const [first = ''] = pages;
    expect(first).toContain('Vitthal Rukmini Motors');
    expect(first).toContain('Booking Report');
    expect(first).toContain('Leads from 21/11/2026 to 21/11/2026 matching "Kale"');
    expect(first).toContain('Printed 21/11/2026, 10:05 IST');
    expect(first).toContain('Rider Kale');
    expect(first).not.toContain('Someone Else');
  });

  it('carries a message longer than a page over to the next pages without losing a word', async () => {
    const words = Array.from({ length: 2500 }, (_, i) => `w${String(i).padStart(4, '0')}`);
    await insert([
      { kind: 'warranty', name: 'Before The Long One', created_at: DAY.start + 3 * MINUTE },
      { kind: 'warranty', name: 'Long Writer', message: words.join(' '), created_at: DAY.start },
      { kind: 'warranty', name: 'After The Long One', created_at: DAY.start - MINUTE },
    ]);

    const pages = await exportedPages('ew-report');

    expect(pages.length).toBeGreaterThanOrEqual(3);
    const all = pages.join(' ');
    expect(all.match(/w\d{4}/g)).toEqual(words);
    pages.forEach((text, i) => {
      expect(text).toContain(headingsOf('ew-report'));
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(all.indexOf('Before The Long One')).toBeLessThan(all.indexOf('Long Writer'));
    expect(all.indexOf('After The Long One')).toBeGreaterThan(all.indexOf('w2499'));
  });
});
