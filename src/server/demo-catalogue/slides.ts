/**
 * The demo slides: their rows (pictures without words, the words as data in three languages), and
 * the one-off redraw of the slides an earlier demo seed drew its words into.
 */
import type { Insertable, Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/tables.js';
import { storeMedia } from '../modules/media/repository.js';
import { listSlides, setSlideOrder } from '../modules/slides/repository.js';
import { SLIDES } from './catalogue-data.js';
import { SLIDE_TRANSLATIONS } from './catalogue-translations.js';
import { planSlides, RenderQueue } from './plan.js';
import { defaultCacheDir, Renderer } from './render.js';

/**
 * The settings row migration 0017 writes, naming the slides that existed before slides had texts:
 * until then only the demo seed wrote slides, with its words drawn into the pictures. The same
 * key is written there (a migration never imports live code, nor live code a migration).
 */
export const OUTDATED_SLIDES_KEY = 'demo_slides_with_words_in_picture';

/** One row per demo slide, in SLIDES order, from its stored picture's path. */
export function demoSlideRows(filepaths: readonly string[]): Insertable<Database['slides']>[] {
  return SLIDES.map((slide, index) => {
    const translated = SLIDE_TRANSLATIONS[index];
    const filepath = filepaths[index];
    if (filepath === undefined) throw new Error(`demo slide ${index} has no picture`);
    return {
      filepath,
      sort_order: index,
      title: slide.title,
      title_mr: translated?.title.mr ?? '',
      title_hi: translated?.title.hi ?? '',
      subtitle: slide.subtitle,
      subtitle_mr: translated?.subtitle.mr ?? '',
      subtitle_hi: translated?.subtitle.hi ?? '',
      cta_label: slide.ctaLabel,
      cta_label_mr: translated?.ctaLabel.mr ?? '',
      cta_label_hi: translated?.ctaLabel.hi ?? '',
      cta_href: slide.ctaHref,
    };
  });
}

const slideIdsSchema = z.array(z.number().int());

function parseIds(value: string): number[] {
  try {
    const parsed = slideIdsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export interface RedrawOptions {
  log?: (message: string) => void;
  /** Where rendered images are cached between seeds; null disables the cache. */
  cacheDir?: string | null;
}

/**
 * Replaces the slides an earlier demo seed drew its words into (migration 0017 named them) with
 * today's demo slides: pictures without words, their title, subtitle and button as data in
 * English, Marathi and Hindi, shown first. A named slide someone has since given texts, or
 * deleted, is left as it is; when none is left, nothing is added. Runs once: the claim on the
 * settings row lets one of several instances starting together do it. Answers how many demo
 * slides were written.
 */
export async function redrawOutdatedSlides(
  db: Kysely<Database>,
  options: RedrawOptions = {},
): Promise<number> {
  const marker = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', OUTDATED_SLIDES_KEY)
    .executeTakeFirst();
  if (!marker) return 0;
  const ids = parseIds(marker.value);

  // Rendered before the transaction, which then holds the write lock only for the writes.
  const queue = new RenderQueue();
  planSlides(queue);
  const renderer = new Renderer(
    options.cacheDir === undefined ? defaultCacheDir() : options.cacheDir,
  );
  const pictures = await renderer.renderAll(queue.artworks);

  const written = await db.transaction().execute(async (trx) => {
    const claim = await trx
      .deleteFrom('settings')
      .where('key', '=', OUTDATED_SLIDES_KEY)
      .executeTakeFirst();
    if (Number(claim.numDeletedRows) === 0) return 0;
    const outdated =
      ids.length === 0
        ? []
        : await trx
            .selectFrom('slides')
            .select('id')
            .where('id', 'in', ids)
            .where('title', 'is', null)
            .where('subtitle', 'is', null)
            .where('cta_label', 'is', null)
            .where('cta_href', 'is', null)
            .execute();
    if (outdated.length === 0) return 0;
    await trx
      .deleteFrom('slides')
      .where(
        'id',
        'in',
        outdated.map((row) => row.id),
      )
      .execute();
    const kept = (await listSlides(trx)).map((row) => row.id);
    const paths: string[] = [];
    for (const bytes of pictures) {
      paths.push((await storeMedia(trx, bytes, 'image/webp', 'webp')).path);
    }
    const added = [];
    for (const row of demoSlideRows(paths)) {
      added.push(
        (await trx.insertInto('slides').values(row).returning('id').executeTakeFirstOrThrow()).id,
      );
    }
    await setSlideOrder(trx, [...added, ...kept]);
    return added.length;
  });
  if (written > 0) {
    options.log?.(
      `demo slides: ${written} slides redrawn without words in their pictures, with their texts`,
    );
  }
  return written;
}
