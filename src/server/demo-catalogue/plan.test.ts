import { describe, expect, it } from 'vitest';
import { VEHICLES } from './catalogue-data.js';
import { planCatalogue } from './plan.js';

describe('the demo models’ pictures', () => {
  const { queue, vehicles } = planCatalogue('Chandrabhaga Honda');

  it.each(vehicles.map((plan) => [plan.seed.name, plan] as const))(
    'of %s hold no words where a card or the model page shows them: the page names the model',
    (_name, plan) => {
      // main: the model card's and the model page's picture; icon: the carousel card's badge;
      // photo: the brochure's. Only colour swatches, feature cards and the wordmark carry words.
      for (const ticket of [plan.main, plan.icon, plan.photo]) {
        const artwork = queue.artworks[ticket];
        expect(artwork?.svg).toContain('<svg');
        expect(artwork?.svg).not.toMatch(/<text|<tspan/);
      }
    },
  );

  it('are planned for every model of the catalogue', () => {
    expect(vehicles.map((plan) => plan.seed.bikeName)).toEqual(
      VEHICLES.map((vehicle) => vehicle.bikeName),
    );
  });
});
