import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { resources as english } from '../i18n/locales/en';
import { resources as hindi } from '../i18n/locales/hi';
import { resources as marathi } from '../i18n/locales/mr';
import { openingHoursText } from './opening-hours';

const HOURS = 'Monday to Saturday 09:30 AM to 07:00 PM, Sunday closed';
const tOf = (code: 'en' | 'mr' | 'hi', strings: typeof english) =>
  createI18n(code, strings).getFixedT(code, 'ui');

describe('the opening hours', () => {
  it('stay as staff wrote them on an English page', () => {
    expect(openingHoursText(HOURS, 'en', tOf('en', english))).toEqual({ text: HOURS });
  });

  it('are said again in Marathi and Hindi, days grouped, on a 24-hour clock', () => {
    expect(openingHoursText(HOURS, 'mr', tOf('mr', marathi))).toEqual({
      text: 'सोमवार ते शनिवार 09:30–19:00, रविवार बंद',
    });
    expect(openingHoursText(HOURS, 'hi', tOf('hi', hindi))).toEqual({
      text: 'सोमवार से शनिवार 09:30–19:00, रविवार बंद',
    });
  });

  it('keep a text they cannot read as written, marked English', () => {
    expect(openingHoursText('By appointment', 'mr', tOf('mr', marathi))).toEqual({
      text: 'By appointment',
      lang: 'en',
    });
  });
});
