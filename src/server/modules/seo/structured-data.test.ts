import { describe, expect, it } from 'vitest';
import { coordinatesOf, postalAddressOf } from './structured-data.js';

const mapAddress = (geolocation: string) => JSON.stringify({ geolocation });

describe('the dealer address as a PostalAddress', () => {
  it('reads the state and PIN at the end and the town before the district', () => {
    expect(
      postalAddressOf('Shop 4, Vitthal Plaza, Pandharpur, Dist. Solapur, Maharashtra 413304'),
    ).toEqual({
      '@type': 'PostalAddress',
      addressCountry: 'IN',
      streetAddress: 'Shop 4, Vitthal Plaza',
      addressLocality: 'Pandharpur',
      addressRegion: 'Maharashtra',
      postalCode: '413304',
    });
  });

  it('keeps a line in another order whole as the street address', () => {
    expect(postalAddressOf('413304 Pandharpur')).toEqual({
      '@type': 'PostalAddress',
      addressCountry: 'IN',
      streetAddress: '413304 Pandharpur',
    });
  });
});

describe('the map pin of the dealer map address', () => {
  it('is read from an OpenStreetMap marker, a Google q= and a Google embed', () => {
    const osm = 'https://www.openstreetmap.org/export/embed.html?marker=17.6775%2C75.3270';
    const google = 'https://maps.google.com/maps?q=17.6775,75.327&output=embed';
    const embed = 'https://www.google.com/maps/embed?pb=!1m18!2d75.327!3d17.6775!2m3';
    for (const address of [osm, google, embed]) {
      expect(coordinatesOf(mapAddress(address)), address).toEqual({
        latitude: 17.6775,
        longitude: 75.327,
      });
    }
  });

  it('is left out when the address names none or is not JSON', () => {
    expect(coordinatesOf(mapAddress('https://maps.google.com/maps?q=Pandharpur'))).toBeUndefined();
    expect(coordinatesOf('not json')).toBeUndefined();
  });
});
