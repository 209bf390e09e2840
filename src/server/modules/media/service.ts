import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import * as repo from './repository.js';

/** A stored file's public name: its content hash and extension, e.g. 3f2a….webp. */
const MEDIA_FILE_NAME = /^([a-f0-9]{16,64})\.([a-z0-9]{2,5})$/;

/**
 * The stored file behind a public /media/ name, or undefined when the name is malformed, unknown,
 * or carries another extension than the one stored.
 */
export async function findMediaFile(db: Kysely<Database>, fileName: string) {
  const match = MEDIA_FILE_NAME.exec(fileName);
  if (!match) return undefined;
  const [, hash, ext] = match as unknown as [string, string, string];
  const media = await repo.findMediaByHash(db, hash);
  if (!media || media.ext !== ext) return undefined;
  return { hash, contentType: media.content_type, bytes: media.bytes };
}
