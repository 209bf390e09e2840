import type { Kysely, Selectable, Updateable } from 'kysely';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Slide } from '../../../shared/catalogue.js';
import type { LanguageCode } from '../../../shared/site-languages.js';
import {
  SLIDE_LIMITS,
  SLIDE_MESSAGES,
  slideTextsSchema,
  type AdminSlide,
  type SlideTextField,
  type SlideTexts,
} from '../../../shared/slides.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit, type AuditActor } from '../audit/actor.js';
import { inLanguage } from '../catalogue/service.js';
import { storeMedia } from '../media/repository.js';
import { reencodeImage, type UploadedFile } from '../media/uploads.js';
import * as repo from './repository.js';

type SlideRow = Selectable<Database['slides']>;
type SlideColumn = keyof SlideRow;

/** The handle an audited write needs: the database and, for its row locks, the dialect. */
type Store = Pick<DatabaseHandle, 'db' | 'dialect'>;

/** Where each field of the shared schema is stored, and what the audit trail calls it. */
const FIELDS: Record<SlideTextField, { column: SlideColumn; name: string }> = {
  title: { column: 'title', name: 'title' },
  titleMr: { column: 'title_mr', name: 'Marathi title' },
  titleHi: { column: 'title_hi', name: 'Hindi title' },
  subtitle: { column: 'subtitle', name: 'subtitle' },
  subtitleMr: { column: 'subtitle_mr', name: 'Marathi subtitle' },
  subtitleHi: { column: 'subtitle_hi', name: 'Hindi subtitle' },
  ctaLabel: { column: 'cta_label', name: 'button label' },
  ctaLabelMr: { column: 'cta_label_mr', name: 'Marathi button label' },
  ctaLabelHi: { column: 'cta_label_hi', name: 'Hindi button label' },
  ctaHref: { column: 'cta_href', name: 'button link' },
};
const TEXT_FIELDS = Object.keys(FIELDS) as SlideTextField[];

/** The English columns hold null for "none"; the translations '' (their columns' default). */
const ENGLISH_COLUMNS: ReadonlySet<SlideColumn> = new Set([
  'title',
  'subtitle',
  'cta_label',
  'cta_href',
]);

function toColumns(texts: SlideTexts): Updateable<Database['slides']> {
  return Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const { column } = FIELDS[field];
      const value = texts[field];
      return [column, value === '' && ENGLISH_COLUMNS.has(column) ? null : value];
    }),
  );
}

function toAdminSlide(row: SlideRow): AdminSlide {
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, String(row[FIELDS[field].column] ?? '')]),
  ) as Record<SlideTextField, string>;
  return { id: row.id, filepath: row.filepath, ...texts };
}

/** What the audit trail names a slide by: its English title, or its number. */
const slideName = (row: Pick<SlideRow, 'id' | 'title'>) => row.title || `Slide ${row.id}`;

/**
 * GET /api/images: every slide in order (SPEC §3 id, filepath) with its texts in `language`,
 * English where that translation is empty. A button is answered only whole: words and link.
 */
export async function listPublicSlides(
  db: Kysely<Database>,
  language: LanguageCode = 'en',
): Promise<Slide[]> {
  return (await repo.listSlides(db)).map((row) => {
    const text = (column: 'title' | 'subtitle' | 'cta_label') =>
      inLanguage(row, column, language).trim() || null;
    const ctaLabel = row.cta_href ? text('cta_label') : null;
    return {
      id: row.id,
      filepath: row.filepath,
      title: text('title'),
      subtitle: text('subtitle'),
      ctaLabel,
      ctaHref: ctaLabel ? row.cta_href : null,
    };
  });
}

/** The Slides screen's list: every slide with every text in every language, in order. */
export async function listSlidesForStaff(db: Kysely<Database>): Promise<AdminSlide[]> {
  return (await repo.listSlides(db)).map(toAdminSlide);
}

/** {field: first message} of a failed parse, the shape every 400 with field errors has. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/**
 * The uploaded picture re-encoded as every upload is (WebP, no metadata, at most 2000 px), and
 * refused when it is narrower than a slide needs. Throws a 400 AppError naming the file.
 */
async function slidePicture(file: UploadedFile): Promise<{ bytes: Buffer; summary: string }> {
  const bytes = await reencodeImage(file.bytes, file.filename);
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  if (width < SLIDE_LIMITS.pictureMinWidth) {
    throw new AppError('BAD_REQUEST', SLIDE_MESSAGES.checkFields, {
      image: SLIDE_MESSAGES.pictureTooNarrow(file.filename, width),
    });
  }
  return { bytes, summary: `picture ${width} × ${height}` };
}

/**
 * Adds a slide, shown last, from a multipart form: the picture (`image`) and the texts of
 * slideTextsSchema. Side effects: the re-encoded picture in `media`, the slide, and a slide-create
 * row in the audit trail; nothing at all when anything is invalid (every field error at once) or
 * when Home already has SLIDE_LIMITS.count slides (409).
 */
export async function createSlide(
  { db }: Store,
  form: { fields: Record<string, string>; files: UploadedFile[] },
  actor: AuditActor,
): Promise<AdminSlide> {
  const images = form.files.filter((file) => file.field === 'image');
  if (images.length > 1 || form.files.length > images.length) {
    throw new AppError('BAD_REQUEST', SLIDE_MESSAGES.onePicture);
  }
  const parsed = slideTextsSchema.safeParse(form.fields);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (images.length === 0) errors.image = SLIDE_MESSAGES.pictureMissing;
  if (!parsed.success || images.length === 0) {
    throw new AppError('BAD_REQUEST', SLIDE_MESSAGES.checkFields, errors);
  }
  const picture = await slidePicture(images[0]!);
  return db.transaction().execute(async (trx) => {
    // A reorder names every slide at once, within its own limit.
    if ((await repo.countSlides(trx)) >= SLIDE_LIMITS.count) {
      throw new AppError('CONFLICT', SLIDE_MESSAGES.tooMany);
    }
    const { path } = await storeMedia(trx, picture.bytes, 'image/webp', 'webp');
    const row = await repo.insertSlide(trx, {
      filepath: path,
      sort_order: await repo.nextSortOrder(trx),
      ...toColumns(parsed.data),
    });
    await recordAudit(trx, actor, 'slide-create', slideName(row), picture.summary);
    return toAdminSlide(row);
  });
}

/**
 * Replaces a slide's texts (its picture stays). Side effect: a slide-update row naming the texts
 * that changed. 404 when there is no such slide.
 */
export async function updateSlideTexts(
  { db }: Store,
  id: number,
  texts: SlideTexts,
  actor: AuditActor,
): Promise<AdminSlide> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findSlide(trx, id);
    if (!before) throw notFound(SLIDE_MESSAGES.notFound);
    const row = await repo.updateSlide(trx, id, toColumns(texts));
    if (!row) throw notFound(SLIDE_MESSAGES.notFound);
    const changed = TEXT_FIELDS.filter(
      (field) => (before[FIELDS[field].column] ?? '') !== (row[FIELDS[field].column] ?? ''),
    ).map((field) => FIELDS[field].name);
    const summary = changed.length > 0 ? `changed ${changed.join(', ')}` : 'no change';
    await recordAudit(trx, actor, 'slide-update', slideName(row), summary);
    return toAdminSlide(row);
  });
}

/**
 * Puts the slides in the order of `ids`, which must name every slide once. Answers 409 when the
 * slides changed since the screen listed them (another person added or deleted one), so a stale
 * order never drops a slide nor brings one back. Side effect: a slide-reorder row.
 */
export async function reorderSlides(
  { db, dialect }: Store,
  ids: readonly number[],
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = (await repo.listSlideIdsForUpdate(trx, dialect)).map((row) => row.id);
    const named = new Set(ids);
    if (current.length !== ids.length || current.some((id) => !named.has(id))) {
      throw new AppError('CONFLICT', SLIDE_MESSAGES.orderChanged);
    }
    await repo.setSlideOrder(trx, ids);
    await recordAudit(trx, actor, 'slide-reorder', 'Slides', `order ${ids.join(', ')}`);
  });
}

/**
 * Deletes a slide (its picture stays in `media`, as a deleted gallery picture's does). Side
 * effect: a slide-delete row. 404 when there is no such slide.
 */
export async function deleteSlide({ db }: Store, id: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.deleteSlide(trx, id);
    if (!row) throw notFound(SLIDE_MESSAGES.notFound);
    await recordAudit(trx, actor, 'slide-delete', slideName(row), `slide ${id}`);
  });
}
