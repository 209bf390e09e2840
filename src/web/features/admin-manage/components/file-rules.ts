/** Issue 6 upload rules, as the server enforces them (media/uploads.ts); checked here first. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 10;

export const fileInputClasses =
  'block w-full cursor-pointer rounded-md border border-neutral-300 bg-white text-sm text-neutral-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-soft file:px-4 file:py-2.5 file:font-semibold file:text-brand hover:file:bg-red-100 aria-[invalid=true]:border-red-600';

/** "1.2 MB", "350 KB": file sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The first reason to refuse these files before uploading them, or undefined when they are fine. */
export function imageProblem(files: File[], maxFiles: number): string | undefined {
  if (files.length > maxFiles) return `Please upload at most ${maxFiles} images at a time.`;
  const tooBig = files.find((file) => file.size > MAX_IMAGE_BYTES);
  if (tooBig) return `"${tooBig.name}" is larger than 5 MB.`;
  // The server sniffs the bytes anyway; an empty type (some phones) is left to it.
  const wrongType = files.find((file) => file.type && !IMAGE_ACCEPT.split(',').includes(file.type));
  if (wrongType) return `"${wrongType.name}" is not a JPEG, PNG or WebP image.`;
  return undefined;
}
