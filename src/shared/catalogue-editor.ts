import { z } from 'zod';
import {
  bikeAccessorySchema,
  bikeViewSchema,
  colourSchema,
  featureSchema,
  frame360Schema,
  modelSummarySchema,
  variantSchema,
} from './catalogue.js';
import { priceSchema } from './manage.js';
import { onRoadQuoteSchema } from './pricing.js';
import { SPEC_GROUPS, VEHICLE_LIST_PATHS } from './models.js';
import { PICTURE_WIDTHS } from './pictures.js';
import { LANGUAGES } from './site-languages.js';

/**
 * The catalogue editor's contracts (owner only): one model is edited as one document, saved as a
 * draft and put on the public site by Publish. The editor screens and the API read the same
 * schemas, limits and texts from here.
 */

const MB = 1024 * 1024;

export const CATALOGUE_EDITOR_LIMITS = {
  variants: 20,
  colours: 20,
  specs: 200,
  features: 30,
  accessories: 60,
  /** A 360° view turns in steps of 5° to 30°. */
  frames: { min: 12, max: 72 },
  /** Each picture of a model; a 360° frame is smaller, as 72 of them travel in one request. */
  pictureBytes: 10 * MB,
  frameBytes: 2 * MB,
  brochureBytes: 20 * MB,
  /** The widths each uploaded picture is stored at, for srcset (shared/pictures.ts). */
  pictureWidths: PICTURE_WIDTHS,
} as const;

export const CATALOGUE_EDITOR_MESSAGES = {
  created: 'Model saved as a draft. Publish it to put it on the site.',
  saved: 'Draft saved. The site changes when you publish.',
  previewNote:
    'Preview shows your last saved draft as visitors will see it; only staff can open it.',
  published: 'Model published',
  retired: 'Model retired: it has left the site and its leads stay in the reports.',
  deleted: 'Model deleted',
  notFound: 'Model not found',
  hasLeads: 'This model has leads; retire it instead',
  nothingToPublish: 'There are no changes to publish.',
  alreadyRetired: 'This model is already retired.',
  neverPublished: 'This model was never published; delete the draft instead.',
  checkFields: 'Please check the highlighted fields.',
  cannotPublish: 'Please complete the model before publishing.',
  nameTaken: (name: string) => `Another model is already named "${name}"`,
  bikeNameTaken: (bikeName: string) => `Another model already uses the URL name "${bikeName}"`,
  pictureMissing: 'This file was not uploaded here. Please upload it again.',
  heroRequired: 'Please add the main picture before publishing',
  cardRequired: 'Please add the card picture before publishing',
  notAPicture: 'Please upload a picture',
  notABrochure: 'Please upload a PDF brochure',
  frameCount: 'A 360° view needs 12 to 72 frames',
  framesSameSize: 'All frames must be the same size',
  brochure: 'The brochure must be a PDF of at most 20 MB',
  onePicture: 'Please send exactly one picture in the field "picture".',
  pictureTooLarge: `The picture must be at most ${CATALOGUE_EDITOR_LIMITS.pictureBytes / MB} MB.`,
  frameTooLarge: `Each frame must be at most ${CATALOGUE_EDITOR_LIMITS.frameBytes / MB} MB.`,
  engineCcRequired: 'Please enter the engine capacity in cc',
  engineCcEv: 'An electric vehicle has no engine capacity: enter 0',
  variantRequired: 'Please add at least one variant',
  duplicateVariant: 'Each variant needs a name of its own',
  duplicateColour: 'Each colour needs a name of its own',
  duplicateId: 'This row appears twice',
  unknownVariant: 'This variant is not part of this model',
  unknownRow: 'This row is not part of this model',
  unknownGroup: `Please choose one of the groups: ${SPEC_GROUPS.map((g) => g.title).join(', ')}`,
  hex: 'Please enter the swatch as #rrggbb, e.g. #a8111d',
  bikeName: "Please use letters, digits, spaces and : . + - ( ) ' only",
} as const;

const M = CATALOGUE_EDITOR_MESSAGES;

export const MODEL_TYPES = Object.values(VEHICLE_LIST_PATHS) as ['bike', 'scooter', 'ev'];
export type ModelType = (typeof MODEL_TYPES)[number];

const SPEC_GROUP_KEYS = SPEC_GROUPS.map((g) => g.key) as [
  (typeof SPEC_GROUPS)[number]['key'],
  ...(typeof SPEC_GROUPS)[number]['key'][],
];

/** A stored upload's public path: content hash and extension (modules/media). */
const MEDIA_PATH = /^\/media\/[a-f0-9]{16,64}\.([a-z0-9]{2,5})$/;
const PICTURE_EXTENSIONS = new Set(['webp', 'png', 'jpg', 'jpeg']);

const text = (max: number, required?: string) =>
  required
    ? z.string(required).trim().min(1, required).max(max, `At most ${max} characters`)
    : z.string().trim().max(max, `At most ${max} characters`);

export const picturePathSchema = z
  .string(M.notAPicture)
  .refine((path) => PICTURE_EXTENSIONS.has(MEDIA_PATH.exec(path)?.[1] ?? ''), M.notAPicture);
/** A picture not chosen yet is '' (a draft may be incomplete; Publish asks for the main ones). */
const optionalPicture = z.union([z.literal(''), picturePathSchema]).default('');
const brochurePathSchema = z
  .string(M.notABrochure)
  .refine((path) => MEDIA_PATH.exec(path)?.[1] === 'pdf', M.notABrochure);

const rowId = z.number().int().positive().max(2_147_483_647).optional();

export const variantInputSchema = z.object({
  /** Kept from the live variant when editing, so leads and prices keep pointing at it. */
  id: rowId,
  name: text(60, 'Please enter the variant name'),
  price: priceSchema,
});

export const colourInputSchema = z.object({
  id: rowId,
  name: text(60, 'Please enter the colour name'),
  hex: z.string(M.hex).regex(/^#[0-9a-fA-F]{6}$/, M.hex),
  image: optionalPicture,
});

export const specInputSchema = z.object({
  group: z.enum(SPEC_GROUP_KEYS, M.unknownGroup),
  label: text(80, 'Please enter the label'),
  value: text(200, 'Please enter the value'),
});

/**
 * The languages a catalogue text is also written in (shared/site-languages.ts), each in a field
 * beside the English one named with its suffix: tagline → taglineMr, taglineHi. Left empty, the
 * page in that language shows the English text.
 */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter(
  (language): language is Exclude<(typeof LANGUAGES)[number], { code: 'en' }> =>
    language.code !== 'en',
).map((language) => ({
  code: language.code,
  // The field's suffix: tagline → taglineMr.
  suffix: `${language.code.charAt(0).toUpperCase()}${language.code.slice(1)}` as 'Mr' | 'Hi',
  name: language.englishName,
}));

export const featureInputSchema = z.object({
  id: rowId,
  title: text(80, 'Please enter the title'),
  titleMr: text(80).default(''),
  titleHi: text(80).default(''),
  text: text(1000).default(''),
  textMr: text(1000).default(''),
  textHi: text(1000).default(''),
  image: optionalPicture,
});

export const accessoryInputSchema = z.object({
  id: rowId,
  partNo: text(40).default(''),
  name: text(80, 'Please enter the accessory name'),
  description: text(1000).default(''),
  price: priceSchema,
  image: optionalPicture,
});

/** Case and spacing do not make two names different (the site looks models up that way). */
const sameKey = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/** Flags every row after the first whose key repeats, at `path.i.field`. */
function flagRepeats<T>(
  rows: readonly T[],
  keyOf: (row: T) => string | undefined,
  field: string,
  message: string,
  path: string,
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const key = keyOf(row);
    if (key === undefined) return;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [path, i, field], message });
    seen.add(key);
  });
}

/**
 * A whole model as the editor saves it. Names are unique within the model here; against other
 * models, and whether each picture was really uploaded, the server checks with the database.
 */
export const modelDocumentSchema = z
  .object({
    type: z.enum(MODEL_TYPES, 'Please choose bike, scooter or EV'),
    name: text(80, 'Please enter the model name'),
    /** The name the site's addresses use (?bike=Activa e:); compared without case and spaces. */
    bikeName: text(40, 'Please enter the URL name').regex(
      /^[A-Za-z0-9][A-Za-z0-9 :.+()'-]*$/,
      M.bikeName,
    ),
    tagline: text(120).default(''),
    taglineMr: text(120).default(''),
    taglineHi: text(120).default(''),
    overview: text(4000).default(''),
    overviewMr: text(4000).default(''),
    overviewHi: text(4000).default(''),
    engineCc: z
      .number('Please enter the engine capacity in cc')
      .int('Please enter whole cc')
      .min(0, 'The engine capacity cannot be negative')
      .max(3000, 'At most 3000 cc'),
    engine: text(80).default(''),
    power: text(80).default(''),
    transmission: text(80).default(''),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    heroImage: optionalPicture,
    cardImage: optionalPicture,
    nameImage: optionalPicture,
    brochure: z.union([z.literal(''), brochurePathSchema]).default(''),
    variants: z
      .array(variantInputSchema)
      .min(1, M.variantRequired)
      .max(CATALOGUE_EDITOR_LIMITS.variants),
    colours: z.array(colourInputSchema).max(CATALOGUE_EDITOR_LIMITS.colours).default([]),
    specs: z.array(specInputSchema).max(CATALOGUE_EDITOR_LIMITS.specs).default([]),
    features: z.array(featureInputSchema).max(CATALOGUE_EDITOR_LIMITS.features).default([]),
    accessories: z.array(accessoryInputSchema).max(CATALOGUE_EDITOR_LIMITS.accessories).default([]),
    /** No 360° view at all, or 12 to 72 frames in turning order. */
    frames: z
      .array(picturePathSchema)
      .refine(
        (frames) =>
          frames.length === 0 ||
          (frames.length >= CATALOGUE_EDITOR_LIMITS.frames.min &&
            frames.length <= CATALOGUE_EDITOR_LIMITS.frames.max),
        M.frameCount,
      )
      .default([]),
  })
  .superRefine((doc, ctx) => {
    if (doc.type === 'ev' && doc.engineCc !== 0) {
      ctx.addIssue({ code: 'custom', path: ['engineCc'], message: M.engineCcEv });
    }
    if (doc.type !== 'ev' && doc.engineCc === 0) {
      ctx.addIssue({ code: 'custom', path: ['engineCc'], message: M.engineCcRequired });
    }
    flagRepeats(doc.variants, (v) => sameKey(v.name), 'name', M.duplicateVariant, 'variants', ctx);
    flagRepeats(doc.colours, (c) => sameKey(c.name), 'name', M.duplicateColour, 'colours', ctx);
    for (const part of ['variants', 'colours', 'features', 'accessories'] as const) {
      const rows: readonly { id?: number | undefined }[] = doc[part];
      flagRepeats(rows, (row) => row.id?.toString(), 'id', M.duplicateId, part, ctx);
    }
  });

export type ModelDocument = z.infer<typeof modelDocumentSchema>;
export type ModelDocumentInput = z.input<typeof modelDocumentSchema>;

export const MODEL_STATUSES = ['live', 'draft', 'retired'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

/** GET /api/catalogue-editor/models: every model, drafts and retired ones included. */
export const modelListItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(MODEL_TYPES),
  name: z.string(),
  bikeName: z.string(),
  /** draft: never published; retired: off the site (retired here, or switched off in Manage). */
  status: z.enum(MODEL_STATUSES),
  /** Saved edits not yet published. */
  hasDraft: z.boolean(),
  /** Enquiries naming the model (repeats left out). */
  leads: z.number().int(),
  sortOrder: z.number().int(),
});
export const modelListSchema = z.object({ data: z.array(modelListItemSchema) });

const row = { id: z.number().int().optional() };
/**
 * A document as the API answers it: the same fields without the save rules, because a model
 * seeded before the editor existed may break one (an accessory without a price) and the owner
 * must still be able to open it and fix it.
 */
export const modelDocumentViewSchema = z.object({
  type: z.enum(MODEL_TYPES),
  name: z.string(),
  bikeName: z.string(),
  tagline: z.string(),
  taglineMr: z.string(),
  taglineHi: z.string(),
  overview: z.string(),
  overviewMr: z.string(),
  overviewHi: z.string(),
  engineCc: z.number().int(),
  engine: z.string(),
  power: z.string(),
  transmission: z.string(),
  sortOrder: z.number().int(),
  heroImage: z.string(),
  cardImage: z.string(),
  nameImage: z.string(),
  brochure: z.string(),
  variants: z.array(z.object({ ...row, name: z.string(), price: z.number() })),
  colours: z.array(z.object({ ...row, name: z.string(), hex: z.string(), image: z.string() })),
  specs: z.array(z.object({ group: z.string(), label: z.string(), value: z.string() })),
  features: z.array(
    z.object({
      ...row,
      title: z.string(),
      titleMr: z.string(),
      titleHi: z.string(),
      text: z.string(),
      textMr: z.string(),
      textHi: z.string(),
      image: z.string(),
    }),
  ),
  accessories: z.array(
    z.object({
      ...row,
      partNo: z.string(),
      name: z.string(),
      description: z.string(),
      price: z.number(),
      image: z.string(),
    }),
  ),
  frames: z.array(z.string()),
});

/** GET /api/catalogue-editor/models/:id: the draft when one exists, else the live document. */
export const modelDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(MODEL_STATUSES),
  /** True when `document` is the saved draft rather than what the site shows. */
  isDraft: z.boolean(),
  document: modelDocumentViewSchema,
});

export const modelWriteResponseSchema = z.object({
  message: z.string(),
  id: z.number().int(),
  /** What changed, as the audit trail records it. */
  summary: z.string(),
});

/** POST /api/catalogue-editor/pictures: one picture stored at up to three widths. */
export const pictureUploadResponseSchema = z.object({
  /** The 800 px copy (or the widest one below it): what src points at. */
  src: z.string(),
  /** "…400.webp 400w, …800.webp 800w, …1200.webp 1200w" for srcset with sizes. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** POST /api/catalogue-editor/frames: the stored frames in the order they were sent. */
export const framesUploadResponseSchema = z.object({
  frames: z.array(z.string()),
  width: z.number().int(),
  height: z.number().int(),
});

/** POST /api/catalogue-editor/brochure. */
export const brochureUploadResponseSchema = z.object({ src: z.string() });

/**
 * GET /api/catalogue-editor/models/:id/preview: the model's draft (else what the site shows) in
 * the very shapes the public reads answer, so the panel can draw the public pages from it for
 * staff alone. `onRoad` holds each variant's on-road price under today's rules (null while the
 * variant has no insurance entered, as a new variant has not).
 */
export const modelPreviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(MODEL_STATUSES),
  isDraft: z.boolean(),
  type: z.enum(MODEL_TYPES),
  summary: modelSummarySchema,
  bikeView: bikeViewSchema,
  variants: z.array(variantSchema),
  bikeFeatures: z.array(featureSchema),
  bikeAccessories: z.array(bikeAccessorySchema),
  bikeColours: z.array(colourSchema),
  frames: z.array(frame360Schema),
  onRoad: z.array(z.object({ variant: z.string(), quote: onRoadQuoteSchema.nullable() })),
});

export type ModelListItem = z.infer<typeof modelListItemSchema>;
export type ModelDetail = z.infer<typeof modelDetailSchema>;
export type ModelPreview = z.infer<typeof modelPreviewSchema>;
export type PictureUpload = z.infer<typeof pictureUploadResponseSchema>;
