import { describe, expect, it } from 'vitest';
import { dealerText } from './dealer-text';

const dealer = {
  address: 'Tembhurni Road, Pandharpur',
  address_mr: 'टेंभुर्णी रोड, पंढरपूर',
  address_hi: '',
  menu_name: 'PANDHARPUR',
  menu_name_mr: '',
  menu_name_hi: ' ',
};

describe('dealerText', () => {
  it('gives the text in the page’s language where the dealer has written it', () => {
    expect(dealerText(dealer, 'address', 'mr')).toEqual({
      text: 'टेंभुर्णी रोड, पंढरपूर',
      lang: undefined,
    });
  });

  it('falls back to the English, marked as English, where it is empty or blank', () => {
    expect(dealerText(dealer, 'address', 'hi')).toEqual({ text: dealer.address, lang: 'en' });
    expect(dealerText(dealer, 'menu_name', 'hi')).toEqual({ text: 'PANDHARPUR', lang: 'en' });
  });

  it('leaves English unmarked on an English page', () => {
    expect(dealerText(dealer, 'address', 'en')).toEqual({ text: dealer.address, lang: undefined });
  });
});
