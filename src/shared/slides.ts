import { z } from 'zod';
import { CHECK_FIELDS_MESSAGE } from './message-codes.js';

/**
 * Home's slides as staff manage them: a picture without any words in it, and over it, drawn by
 * the page, an optional title, subtitle and button (its label and the page it opens). The texts
 * are written in English and, optionally, in Marathi and Hindi; a page in a language whose text is
 * empty shows the English. One schema checks the panel's form and the server's routes.
 */

export const SLIDE_LIMITS = {
  title: 80,
  subtitle: 160,
  ctaLabel: 30,
  ctaHref: 200,
  /** The slideshow spans the screen: a narrower picture would be blown up and look soft. */
  pictureMinWidth: 1200,
  /** Slides in the slideshow at most: a reorder names them all at once. */
  count: 50,
} as const;

/** The texts of a slide that are written in each language; the link is the same for all. */
export const SLIDE_TEXTS = ['title', 'subtitle', 'ctaLabel'] as const;
export type SlideText = (typeof SLIDE_TEXTS)[number];

/** Each text's field in English and, with the language's suffix, in Marathi and Hindi. */
export type SlideTextField = SlideText | `${SlideText}${'Mr' | 'Hi'}` | 'ctaHref';

export const SLIDE_MESSAGES = {
  checkFields: CHECK_FIELDS_MESSAGE,
  created: 'Slide added',
  saved: 'Slide saved',
  reordered: 'Slide order saved',
  deleted: 'Slide deleted',
  notFound: 'Slide not found',
  orderChanged:
    'The slides changed while you were arranging them. The list now shows them as they are; please try again.',
  orderInvalid: 'Please name every slide once, in the new order.',
  tooMany: `Home shows at most ${SLIDE_LIMITS.count} slides. Please delete one before adding another.`,
  pictureMissing: 'Please choose a picture for the slide',
  onePicture: 'Please choose one picture for a slide.',
  pictureTooNarrow: (fileName: string, width: number) =>
    `"${fileName}" is ${width} px wide; a slide picture must be at least ${SLIDE_LIMITS.pictureMinWidth} px wide.`,
  tooLong: (what: string, max: number) => `${what} may be at most ${max} characters`,
  link: 'Please enter a page of this site starting with "/", such as /finance',
  linkMissing: 'Please enter the page the button opens, such as /finance',
  labelMissing: 'Please enter the button’s words in English',
  englishMissing: (what: string) =>
    `Please write the English ${what} too: it is shown wherever a translation is empty`,
} as const;

/**
 * A link inside this site: a path from its root ("/finance", "/text-ride-booking?bike=QC1"). No
 * scheme, no "//" (another host) and no backslash (which browsers read as "/"), no spaces.
 */
export const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, SLIDE_MESSAGES.tooLong(`The ${what}`, max))
    .default('');

/** The ten text fields of a slide, each '' when not written. */
export const slideTextsShape = {
  title: text('title', SLIDE_LIMITS.title),
  titleMr: text('Marathi title', SLIDE_LIMITS.title),
  titleHi: text('Hindi title', SLIDE_LIMITS.title),
  subtitle: text('subtitle', SLIDE_LIMITS.subtitle),
  subtitleMr: text('Marathi subtitle', SLIDE_LIMITS.subtitle),
  subtitleHi: text('Hindi subtitle', SLIDE_LIMITS.subtitle),
  ctaLabel: text('button label', SLIDE_LIMITS.ctaLabel),
  ctaLabelMr: text('Marathi button label', SLIDE_LIMITS.ctaLabel),
  ctaLabelHi: text('Hindi button label', SLIDE_LIMITS.ctaLabel),
  ctaHref: text('link', SLIDE_LIMITS.ctaHref).refine(
    (href) => href === '' || SITE_PATH.test(href),
    SLIDE_MESSAGES.link,
  ),
} satisfies Record<SlideTextField, z.ZodType<string, string | undefined>>;

type TextsOf<Shape> = { [Field in keyof Shape]: string };

/**
 * The rules across a slide's texts. A button has both its words and its link, or neither; a text
 * written in Marathi or Hindi needs its English, which stands in wherever a translation is
 * missing (and is the English page's). Exported for a form that adds fields of its own.
 */
export function checkSlideTexts(
  texts: TextsOf<typeof slideTextsShape>,
  context: z.RefinementCtx,
): void {
  const fail = (path: SlideTextField, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  for (const name of ['title', 'subtitle'] as const) {
    if (texts[name] === '' && (texts[`${name}Mr`] !== '' || texts[`${name}Hi`] !== '')) {
      fail(name, SLIDE_MESSAGES.englishMissing(name));
    }
  }
  const translatedLabel = texts.ctaLabelMr !== '' || texts.ctaLabelHi !== '';
  if (texts.ctaHref === '' && (texts.ctaLabel !== '' || translatedLabel)) {
    fail('ctaHref', SLIDE_MESSAGES.linkMissing);
  }
  if (texts.ctaLabel === '' && (texts.ctaHref !== '' || translatedLabel)) {
    fail('ctaLabel', SLIDE_MESSAGES.labelMissing);
  }
}

/** A slide's texts, as the routes take them (checkSlideTexts). */
export const slideTextsSchema = z.object(slideTextsShape).superRefine(checkSlideTexts);

export type SlideTexts = z.output<typeof slideTextsSchema>;

/** The texts as empty strings: a new slide's form. */
export const EMPTY_SLIDE_TEXTS = Object.fromEntries(
  Object.keys(slideTextsShape).map((field) => [field, '']),
) as SlideTexts;

/** A slide as the Slides screen lists it: its picture and every text in every language. */
export const adminSlideSchema = z.object({
  id: z.number().int(),
  filepath: z.string(),
  title: z.string(),
  titleMr: z.string(),
  titleHi: z.string(),
  subtitle: z.string(),
  subtitleMr: z.string(),
  subtitleHi: z.string(),
  ctaLabel: z.string(),
  ctaLabelMr: z.string(),
  ctaLabelHi: z.string(),
  ctaHref: z.string(),
});

export type AdminSlide = z.infer<typeof adminSlideSchema>;

export const adminSlideListSchema = z.object({ data: z.array(adminSlideSchema) });

export const slideWriteResponseSchema = z.object({
  message: z.string(),
  slide: adminSlideSchema,
});

/** PUT /api/slides/order: every slide's id once, first shown first. */
export const slideOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), SLIDE_MESSAGES.orderInvalid)
    .min(1, SLIDE_MESSAGES.orderInvalid)
    .max(SLIDE_LIMITS.count, SLIDE_MESSAGES.orderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, SLIDE_MESSAGES.orderInvalid),
});
