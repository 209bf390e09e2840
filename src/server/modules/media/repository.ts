import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

export const MEDIA_ROUTE_PREFIX = '/media/';

export interface StoredMedia {
  /** The public path, e.g. /media/3f2a….webp: content-addressed, so it can be cached forever. */
  path: string;
  hash: string;
}

/** Stores bytes once per content hash and answers their public path; a repeat is a no-op. */
export async function storeMedia(
  db: Kysely<Database>,
  bytes: Buffer,
  contentType: string,
  ext: string,
): Promise<StoredMedia> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  await db
    .insertInto('media')
    .values({ hash, ext, content_type: contentType, bytes, size: bytes.length })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  return { path: `${MEDIA_ROUTE_PREFIX}${hash}.${ext}`, hash };
}

export async function findMediaByHash(db: Kysely<Database>, hash: string) {
  return db
    .selectFrom('media')
    .select(['bytes', 'content_type', 'ext', 'size'])
    .where('hash', '=', hash)
    .executeTakeFirst();
}

/** A stored file's type, without its bytes. */
export async function findMediaType(db: Kysely<Database>, hash: string) {
  return db
    .selectFrom('media')
    .select(['ext', 'content_type'])
    .where('hash', '=', hash)
    .executeTakeFirst();
}

/** The stored widths of one picture (by the path a page puts in src), narrowest first. */
export async function findRenditionsOf(db: Kysely<Database>, src: string) {
  return db
    .selectFrom('media_renditions')
    .select(['width', 'format', 'height', 'path'])
    .where('src', '=', src)
    .orderBy('width')
    .execute();
}

/**
 * Records one width of a picture. Two instances making the same width at once both land here:
 * the first row stays and the second insert does nothing, so neither request fails.
 */
export async function insertRendition(
  db: Kysely<Database>,
  rendition: Insertable<Database['media_renditions']>,
) {
  await db
    .insertInto('media_renditions')
    .values(rendition)
    .onConflict((oc) => oc.columns(['src', 'width', 'format']).doNothing())
    .execute();
}
