/**
 * Seeds a fresh database: the dealer essentials every installation needs, and the demo catalogue
 * (DESIGN §3) whose pictures and brochures are generated here, not downloaded or committed. The
 * catalogue is made in three steps: plan (which pictures), render (their bytes and the brochures),
 * write (one transaction).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { GALLERY, OFFERS, SLIDES } from './catalogue-data.js';
import { planCatalogue } from './plan.js';
import { renderCatalogue } from './render.js';
import { redrawOutdatedSlides } from './slides.js';
import { findDealer, hasVehicles, writeCatalogue } from './write.js';

export { isDatabaseEmpty, seedEssentials } from './write.js';
export { redrawOutdatedSlides } from './slides.js';

export interface SeedOptions {
  log?: (message: string) => void;
  /** Where rendered images are cached between seeds; null disables the cache. */
  cacheDir?: string | null;
}

/**
 * Seeds the demo catalogue (vehicles with specs, variants, features, accessories, colours, 360
 * frames and brochures; slides, offers and gallery) unless any vehicle exists. Renders about 650
 * images, then writes everything in one transaction.
 */
export async function seedDemoCatalogue(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<void> {
  const log = options.log ?? (() => {});
  if (await hasVehicles(db)) {
    log('demo catalogue: vehicles already present, nothing seeded');
    // An earlier seed's slides with words drawn into their pictures are redrawn all the same.
    await redrawOutdatedSlides(db, options);
    return;
  }
  const started = performance.now();
  const dealer = await findDealer(db);
  const plan = planCatalogue(dealer.name);
  const rendered = await renderCatalogue(plan, dealer, options.cacheDir);
  const renderedAt = performance.now();
  log(
    `demo catalogue: ${rendered.images} images (${rendered.fromCache} from cache) and ` +
      `${rendered.brochures.length} brochures generated in ${Math.round(renderedAt - started)} ms`,
  );

  const mediaBytes = await writeCatalogue(db, plan, rendered);
  if (mediaBytes === null) {
    log('demo catalogue: another process seeded it first, nothing written');
    return;
  }
  log(
    `demo catalogue: ${plan.vehicles.length} vehicles, ${SLIDES.length} slides, ${OFFERS.length} offers, ` +
      `${GALLERY.length} gallery images and ${(mediaBytes / 1024 / 1024).toFixed(1)} MiB of media ` +
      `stored in ${Math.round(performance.now() - renderedAt)} ms`,
  );
}
