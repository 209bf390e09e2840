import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { isPictureWidth, type PictureFormat, type PictureWidth } from '../../../shared/pictures.js';
import { IMAGE_CONTENT_TYPES } from '../../../shared/uploads.js';
import type { Database } from '../../db/tables.js';
import * as repo from './repository.js';
import { MAX_INPUT_PIXELS } from './uploads.js';

export interface MediaFile {
  hash: string;
  contentType: string;
  bytes: Buffer;
}

/** A stored file's public name: its content hash and extension, e.g. 3f2a….webp. */
const MEDIA_FILE_NAME = /^([a-f0-9]{16,64})\.([a-z0-9]{2,5})$/;
/** A stored picture at one of PICTURE_WIDTHS: `<hash of the picture>.w<width>.<webp|avif>`. */
const PICTURE_WIDTH_FILE_NAME = /^([a-f0-9]{16,64})\.w(\d{1,5})\.(webp|avif)$/;
const PICTURE_TYPES = new Set<string>(IMAGE_CONTENT_TYPES);

/**
 * The stored file behind a public /media/ name, or undefined when the name is malformed, unknown,
 * or carries another extension than the one stored. A picture's width (`<hash>.w400.webp`) is made
 * and stored the first time it is asked for.
 */
export async function findMediaFile(
  db: Kysely<Database>,
  fileName: string,
): Promise<MediaFile | undefined> {
  if (PICTURE_WIDTH_FILE_NAME.test(fileName)) return findPictureAtWidth(db, fileName);
  const match = MEDIA_FILE_NAME.exec(fileName);
  if (!match) return undefined;
  const [, hash, ext] = match as unknown as [string, string, string];
  const media = await repo.findMediaByHash(db, hash);
  if (!media || media.ext !== ext) return undefined;
  return { hash, contentType: media.content_type, bytes: media.bytes };
}

type StoredRendition = Awaited<ReturnType<typeof repo.findRenditionsOf>>[number];

/**
 * The stored path that answers `src` at `width` in `format`, or undefined when it has yet to be
 * made. WebP rows hold real widths: the editor's uploads record theirs (a 1000 px upload has 400,
 * 800 and 1000), and a picture no wider than a width asked for is recorded at its own width with
 * its own path; once that row exists, every wider request is answered from the rows without
 * reading the picture. AVIF rows are kept by the width asked for (a narrower picture's AVIF is
 * made at its own width and recorded under each width that reaches it).
 */
function pickStored(
  rows: StoredRendition[],
  src: string,
  width: PictureWidth,
  format: PictureFormat,
) {
  const mine = rows.filter((row) => row.format === format);
  const exact = mine.find((row) => row.width === width);
  if (exact || format === 'avif') return exact?.path;
  const own = mine.find((row) => row.path === src);
  if (!own || own.width > width) return undefined;
  // The picture is narrower than asked: the widest copy there is, which an upload may have kept.
  return mine.filter((row) => row.width <= width).at(-1)?.path;
}

/** AVIF at a speed that keeps a first request quick (~0.1 s for 1200 px here) and ~40% under WebP. */
const AVIF = { quality: 50, effort: 2 } as const;

/**
 * Makes `src` at `width` in `format` and records it, metadata stripped (sharp keeps none unless
 * told), never enlarged. Answers the path now stored for that width, which is another instance's
 * when it recorded the same width first, so every instance serves the same bytes at one address.
 */
async function makeRendition(
  db: Kysely<Database>,
  src: string,
  hash: string,
  width: PictureWidth,
  format: PictureFormat,
) {
  const original = await repo.findMediaByHash(db, hash);
  if (!original) return undefined;
  const bytes = Buffer.from(original.bytes);
  const options = { limitInputPixels: MAX_INPUT_PIXELS };
  if (format === 'avif') {
    const { data, info } = await sharp(bytes, options)
      .resize({ width, withoutEnlargement: true })
      .avif(AVIF)
      .toBuffer({ resolveWithObject: true });
    const { path } = await repo.storeMedia(db, data, 'image/avif', 'avif');
    await repo.insertRendition(db, { src, width, format, height: info.height, path });
    return pickStored(await repo.findRenditionsOf(db, src), src, width, format);
  }
  const { width: ownWidth = 0, height: ownHeight = 0 } = await sharp(bytes, options).metadata();
  if (ownWidth > width) {
    const { data, info } = await sharp(bytes, options)
      .resize({ width })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const { path } = await repo.storeMedia(db, data, 'image/webp', 'webp');
    await repo.insertRendition(db, { src, width: info.width, height: info.height, path });
  } else {
    // Never enlarged: the picture itself answers every width it does not reach.
    await repo.insertRendition(db, { src, width: ownWidth, height: ownHeight, path: src });
  }
  return pickStored(await repo.findRenditionsOf(db, src), src, width, format);
}

/** Widths being made, per database: requests arriving together for one width share one resize. */
const making = new WeakMap<Kysely<Database>, Map<string, Promise<string | undefined>>>();

function makeOnce(
  db: Kysely<Database>,
  src: string,
  hash: string,
  width: PictureWidth,
  format: PictureFormat,
) {
  let pending = making.get(db);
  if (!pending) making.set(db, (pending = new Map()));
  const key = `${src} ${width} ${format}`;
  let made = pending.get(key);
  if (!made) {
    made = makeRendition(db, src, hash, width, format).finally(() => pending.delete(key));
    pending.set(key, made);
  }
  return made;
}

/**
 * A stored picture at one of PICTURE_WIDTHS, from the database when it was made before, else made
 * now and stored (so every instance on one PostgreSQL shares it). Undefined for a width not in
 * PICTURE_WIDTHS, an unknown hash, or a stored file that is not a picture (a brochure).
 */
async function findPictureAtWidth(
  db: Kysely<Database>,
  fileName: string,
): Promise<MediaFile | undefined> {
  const [, hash, digits, format] = PICTURE_WIDTH_FILE_NAME.exec(fileName) as unknown as [
    string,
    string,
    string,
    PictureFormat,
  ];
  const width = Number(digits);
  if (!isPictureWidth(width)) return undefined;
  const original = await repo.findMediaType(db, hash);
  if (!original || !PICTURE_TYPES.has(original.content_type)) return undefined;
  const src = `/media/${hash}.${original.ext}`;
  const path =
    pickStored(await repo.findRenditionsOf(db, src), src, width, format) ??
    (await makeOnce(db, src, hash, width, format));
  const pathHash = path?.slice(repo.MEDIA_ROUTE_PREFIX.length).split('.')[0];
  const media = pathHash === undefined ? undefined : await repo.findMediaByHash(db, pathHash);
  if (!media || pathHash === undefined) return undefined;
  return { hash: pathHash, contentType: media.content_type, bytes: media.bytes };
}
