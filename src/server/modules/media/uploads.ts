import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../../../shared/uploads.js';
import { AppError } from '../../lib/errors.js';

/**
 * The multipart parser, registered by each module that takes uploads, for its own routes: at the
 * root its two hooks (a listener on every response, a promise before and after it) ran on every
 * request, a visitor's enquiry and a cached catalogue read included. Elsewhere a multipart body is
 * answered 415. Limits are set per request (readMultipart: multipart bypasses bodyLimit).
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
}

/** Pictures are re-encoded no larger than this; bigger ones are scaled down. */
const MAX_EDGE_PX = 2000;
/** Refuses decompression bombs: a small file that claims a gigantic canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The type a file really is, read from its first bytes (its name and declared type are ignored). */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/**
 * Decodes an uploaded picture and re-encodes it as WebP: metadata (EXIF, GPS) is dropped, the
 * orientation applied, oversized pictures scaled down. Throws a 400 AppError for anything that is
 * not a whole JPEG, PNG or WebP image.
 */
export async function reencodeImage(bytes: Buffer, filename: string): Promise<Buffer> {
  if (!sniffImageType(bytes)) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.notAnImage(filename));
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.unreadable(filename));
  }
}

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** Per-request multipart limits and the sentences answered when the size or count trips. */
export interface MultipartRules {
  limits: { fileSize: number; files: number; fields: number; fieldSize: number; parts: number };
  tooLarge: string;
  tooMany: string;
}

const DEFAULT_RULES: MultipartRules = {
  limits: UPLOAD_LIMITS,
  tooLarge: UPLOAD_MESSAGES.eachTooLarge,
  tooMany: UPLOAD_MESSAGES.tooMany(UPLOAD_LIMITS.files),
};

/**
 * Reads a whole multipart request within UPLOAD_LIMITS (or a route's own rules): text fields and
 * files. Every limit that trips is answered 400 with a sentence a person can act on, before
 * anything is stored.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: MultipartRules = DEFAULT_RULES,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.notMultipart);
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: rules.limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('BAD_REQUEST', rules.tooLarge);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('BAD_REQUEST', rules.tooMany);
    }
    if (code === 'FST_FIELDS_LIMIT')
      throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.tooManyFields);
    throw error;
  }
  return { fields, files };
}
