/**
 * Upload rules for pictures staff send (offers, gallery): the panel checks them before sending so
 * that people learn at once, and the server enforces them. Both read the limits and the words here.
 */

const MB = 1024 * 1024;

/** Per request: at most 5 MB a file and 10 files; the rest bounds what a form may carry besides. */
export const UPLOAD_LIMITS = {
  fileSize: 5 * MB,
  files: 10,
  fields: 10,
  fieldSize: 10_000,
  parts: 25,
} as const;

/** The picture types accepted. The server reads each file's first bytes rather than trusting this. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** "5 MB": the size limit as people read it. */
export const IMAGE_SIZE_LIMIT_TEXT = `${UPLOAD_LIMITS.fileSize / MB} MB`;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Please send the form as multipart/form-data.',
  tooManyFields: 'The form has too many fields.',
  noImage: 'Please choose at least one image.',
  eachTooLarge: `Each image must be at most ${IMAGE_SIZE_LIMIT_TEXT}.`,
  tooLarge: (fileName: string) => `"${fileName}" is larger than ${IMAGE_SIZE_LIMIT_TEXT}.`,
  tooMany: (maxFiles: number) => `Please upload at most ${maxFiles} images at a time.`,
  notAnImage: (fileName: string) => `"${fileName}" is not a JPEG, PNG or WebP image.`,
  unreadable: (fileName: string) =>
    `"${fileName}" could not be read as an image. It may be damaged.`,
} as const;
