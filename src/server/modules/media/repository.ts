import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
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
