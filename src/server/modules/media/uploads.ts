import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';

/** Issue 6: at most 5 MB a file and 10 files a request. */
export const UPLOAD_LIMITS = {
  fileSize: 5 * 1024 * 1024,
  files: 10,
  fields: 10,
  fieldSize: 10_000,
  parts: 25,
} as const;

/** Pictures are re-encoded no larger than this; bigger ones are scaled down. */
const MAX_EDGE_PX = 2000;
/** Refuses decompression bombs: a small file that claims a gigantic canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

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
    throw new AppError('BAD_REQUEST', `"${filename}" is not a JPEG, PNG or WebP image.`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      `"${filename}" could not be read as an image. It may be damaged.`,
    );
  }
}

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/**
 * Reads a whole multipart request within UPLOAD_LIMITS: text fields and files. Every limit that
 * trips is answered 400 with a sentence a person can act on, before anything is stored.
 */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Please send the form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
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
      throw new AppError('BAD_REQUEST', 'Each image must be at most 5 MB.');
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError(
        'BAD_REQUEST',
        `Please upload at most ${UPLOAD_LIMITS.files} images at a time.`,
      );
    }
    if (code === 'FST_FIELDS_LIMIT')
      throw new AppError('BAD_REQUEST', 'The form has too many fields.');
    throw error;
  }
  return { fields, files };
}
