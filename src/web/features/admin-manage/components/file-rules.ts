import { IMAGE_CONTENT_TYPES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../../../../shared/uploads';

// The server enforces the same rules; checking them here first saves a slow upload that it refuses.
export const IMAGE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');
export const MAX_IMAGE_BYTES = UPLOAD_LIMITS.fileSize;
export const MAX_IMAGES_PER_UPLOAD = UPLOAD_LIMITS.files;

export const fileInputClasses =
  'block w-full cursor-pointer rounded-md border border-neutral-300 bg-white text-sm text-neutral-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-soft file:px-4 file:py-2.5 file:font-semibold file:text-brand hover:file:bg-red-100 aria-[invalid=true]:border-red-600';

/** "1.2 MB", "350 KB": file sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The first reason to refuse these files before uploading them, or undefined when they are fine. */
export function imageProblem(files: File[], maxFiles: number): string | undefined {
  if (files.length > maxFiles) return UPLOAD_MESSAGES.tooMany(maxFiles);
  const tooBig = files.find((file) => file.size > MAX_IMAGE_BYTES);
  if (tooBig) return UPLOAD_MESSAGES.tooLarge(tooBig.name);
  // The server sniffs the bytes anyway; an empty type (some phones) is left to it.
  const accepted: readonly string[] = IMAGE_CONTENT_TYPES;
  const wrongType = files.find((file) => file.type && !accepted.includes(file.type));
  if (wrongType) return UPLOAD_MESSAGES.notAnImage(wrongType.name);
  return undefined;
}
