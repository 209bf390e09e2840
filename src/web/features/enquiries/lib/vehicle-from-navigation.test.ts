import { describe, expect, it } from 'vitest';
import { vehicleFromNavigation } from './vehicle-from-navigation';

describe('the vehicle a page was opened for', () => {
  it('is nothing without a bike name', () => {
    expect(vehicleFromNavigation(undefined, { bikeName: 'Shine', bikePrice: 84490 })).toEqual({});
  });

  it('takes price, picture and variant from the navigation state (SPEC §2)', () => {
    const state = { bikeName: 'Shine', bikePrice: 89240, image: '/media/a.webp', variant: 'Disc' };
    expect(vehicleFromNavigation('Shine', state)).toEqual({
      bikeName: 'Shine',
      bikePrice: 89240,
      image: '/media/a.webp',
      variant: 'Disc',
    });
  });

  it('is the name alone after a reload or from a shared link (DESIGN §6)', () => {
    expect(vehicleFromNavigation('CBR 150R', null)).toEqual({ bikeName: 'CBR 150R' });
  });

  it('uses the state only when it names the same bike, however it is spelt', () => {
    expect(
      vehicleFromNavigation('CBR 150R', { bikeName: 'cbr150r', bikePrice: '1,80,000' }),
    ).toEqual({ bikeName: 'CBR 150R', bikePrice: 180000 });
    expect(vehicleFromNavigation('Shine', { bikeName: 'Activa', bikePrice: 80950 })).toEqual({
      bikeName: 'Shine',
    });
  });

  it('ignores a price that is not a positive number and accepts variantName', () => {
    expect(
      vehicleFromNavigation('Shine', { bikeName: 'Shine', bikePrice: 'free', variantName: 'Drum' }),
    ).toEqual({ bikeName: 'Shine', variant: 'Drum' });
  });
});
