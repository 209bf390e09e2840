import { CATALOGUE_EDITOR_LIMITS } from '../../../../shared/catalogue-editor';
import { IMAGE_CONTENT_TYPES } from '../../../../shared/uploads';

export const PICTURE_ACCEPT = IMAGE_CONTENT_TYPES.join(',');

const MB = 1024 * 1024;
/** The largest picture, in MB. */
export const PICTURE_MB = CATALOGUE_EDITOR_LIMITS.pictureBytes / MB;
/** The key (adminCatalogue) of the pictures' hint, with `mb`: PICTURE_MB. */
export const PICTURE_HINT = 'pictureHint';

export const fileInputClasses =
  'block w-full cursor-pointer rounded-md border border-neutral-300 bg-white text-sm text-neutral-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-soft file:px-4 file:py-2.5 file:font-semibold file:text-brand hover:file:bg-red-100 disabled:cursor-wait disabled:opacity-60 aria-[invalid=true]:border-red-600';
