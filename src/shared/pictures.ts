/**
 * Responsive pictures: every stored picture (`/media/<hash>.<ext>`) can also be fetched narrower,
 * at an address derived from its own (`/media/<hash>.w400.webp`), so a page can offer a srcset
 * for any picture, seeded or uploaded, without the API listing its sizes. The server makes a
 * width the first time someone asks for it and keeps it (modules/media).
 */

/**
 * The widths a picture can be asked for. Only these: any other width is 404, so a crawler cannot
 * make the server resize a picture to every size there is.
 */
export const PICTURE_WIDTHS = [400, 800, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export const isPictureWidth = (width: number): width is PictureWidth =>
  (PICTURE_WIDTHS as readonly number[]).includes(width);

/**
 * The formats a width is made in: WebP for every browser, and AVIF (about 40% smaller at the same
 * look; sharp's own build encodes it) offered first to the browsers that take it.
 */
export const PICTURE_FORMATS = ['webp', 'avif'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** A stored picture's own address; PDFs, SVG icons and other sites' pictures have no widths. */
const STORED_PICTURE = /^\/media\/([a-f0-9]{16,64})\.(?:webp|png|jpe?g)$/;

/** The address of `src` at `width` in `format`, or undefined when `src` is not a stored picture. */
export function pictureWidthPath(
  src: string,
  width: PictureWidth,
  format: PictureFormat = 'webp',
): string | undefined {
  const hash = STORED_PICTURE.exec(src)?.[1];
  return hash === undefined ? undefined : `/media/${hash}.w${width}.${format}`;
}

/**
 * The srcset of a stored picture: its three widths and, when the picture is known to be wider
 * than the widest of them (`originalWidth`), the picture itself, so a wide screen still gets
 * every pixel. A picture narrower than a listed width is answered at its own width (never
 * enlarged), so a too-generous candidate costs no extra bytes. Undefined for any other address.
 */
export function pictureSrcset(src: string, originalWidth?: number): string | undefined {
  if (!STORED_PICTURE.test(src)) return undefined;
  const candidates = PICTURE_WIDTHS.map((width) => `${pictureWidthPath(src, width)} ${width}w`);
  const widest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
  if (originalWidth !== undefined && originalWidth > widest) {
    candidates.push(`${src} ${originalWidth}w`);
  }
  return candidates.join(', ');
}

/**
 * The AVIF srcset of a stored picture, for a <source type="image/avif">: its three widths. None
 * for a picture wider than the widest (a slide): its own full width exists only as stored, and a
 * wide screen would otherwise get fewer pixels in AVIF than in WebP.
 */
export function pictureAvifSrcset(src: string, originalWidth?: number): string | undefined {
  if (!STORED_PICTURE.test(src)) return undefined;
  const widest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
  if (originalWidth !== undefined && originalWidth > widest) return undefined;
  return PICTURE_WIDTHS.map((width) => `${pictureWidthPath(src, width, 'avif')} ${width}w`).join(
    ', ',
  );
}
