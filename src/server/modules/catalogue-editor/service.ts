import type { Kysely } from 'kysely';
import sharp from 'sharp';
import {
  CATALOGUE_EDITOR_LIMITS as LIMITS,
  CATALOGUE_EDITOR_MESSAGES as M,
  modelDocumentSchema,
  type ModelDetail,
  type ModelDocument,
  type ModelListItem,
  type ModelPreview,
  type ModelStatus,
  type PictureUpload,
} from '../../../shared/catalogue-editor.js';
import { normaliseBikeName, SPEC_GROUPS, type SpecGroupKey } from '../../../shared/catalogue.js';
import { UPLOAD_MESSAGES } from '../../../shared/uploads.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database, Vehicle } from '../../db/tables.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit, type AuditActor } from '../audit/actor.js';
import { storeMedia } from '../media/repository.js';
import {
  MAX_INPUT_PIXELS,
  reencodeImage,
  sniffImageType,
  type UploadedFile,
} from '../media/uploads.js';
import { quoteDraftVariants } from '../pricing/service.js';
import { describeChanges } from './describe-changes.js';
import * as repo from './repository.js';

/** The handle an audited write needs: the database and, for its row locks, the dialect. */
type Store = Pick<DatabaseHandle, 'db' | 'dialect'>;

const invalid = (errors: Record<string, string>, message: string = M.checkFields) =>
  new AppError('BAD_REQUEST', message, errors);

/** A name or slug another model holds, as either database reports it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function statusOf(vehicle: Pick<Vehicle, 'status' | 'published'>): ModelStatus {
  if (vehicle.published === 0) return 'draft';
  return vehicle.status === 1 ? 'live' : 'retired';
}

const nameKey = (name: string) => name.toLowerCase();

/** The model as the public site shows it now, in the editor's terms. */
async function liveDocument(db: Kysely<Database>, vehicle: Vehicle): Promise<ModelDocument> {
  const parts = await repo.readLiveParts(db, vehicle.id);
  return {
    type: vehicle.type,
    name: vehicle.name,
    bikeName: vehicle.bike_name,
    tagline: vehicle.tagline,
    taglineMr: vehicle.tagline_mr,
    taglineHi: vehicle.tagline_hi,
    overview: vehicle.details,
    overviewMr: vehicle.details_mr,
    overviewHi: vehicle.details_hi,
    engineCc: vehicle.engine_cc,
    engine: vehicle.engine,
    power: vehicle.power,
    transmission: vehicle.transmission,
    sortOrder: vehicle.sort_order,
    heroImage: vehicle.image,
    cardImage: vehicle.bike_icon,
    nameImage: vehicle.name_img,
    brochure: vehicle.document,
    variants: parts.variants,
    colours: parts.colours,
    specs: parts.specs.map((s) => ({
      group: s.spec_group,
      label: s.label,
      value: s.value,
    })) as ModelDocument['specs'],
    features: parts.features.map((f) => ({
      id: f.id,
      title: f.heading,
      titleMr: f.heading_mr,
      titleHi: f.heading_hi,
      text: f.description,
      textMr: f.description_mr,
      textHi: f.description_hi,
      image: f.image,
    })),
    // SPEC §3 Accessory defaults for rows seeded without them.
    accessories: parts.accessories.map((a) => ({
      id: a.id,
      partNo: a.part_no ?? '',
      name: a.heading ?? 'Unknown',
      description: a.description,
      price: a.price ?? 0,
      image: a.image,
    })),
    frames: parts.frames.map((f) => f.image),
  };
}

/** A stored draft; it was checked when saved, and is read through the same schema. */
function parseDraft(document: string): ModelDocument {
  return modelDocumentSchema.parse(JSON.parse(document));
}

/** The vehicles columns a document sets (the parts live in their own tables). */
function vehicleColumns(doc: ModelDocument, now: number) {
  return {
    type: doc.type,
    name: doc.name,
    bike_name: doc.bikeName,
    slug: normaliseBikeName(doc.bikeName),
    tagline: doc.tagline,
    tagline_mr: doc.taglineMr,
    tagline_hi: doc.taglineHi,
    details: doc.overview,
    details_mr: doc.overviewMr,
    details_hi: doc.overviewHi,
    engine_cc: doc.engineCc,
    engine: doc.engine,
    power: doc.power,
    transmission: doc.transmission,
    sort_order: doc.sortOrder,
    image: doc.heroImage,
    bike_icon: doc.cardImage,
    name_img: doc.nameImage,
    document: doc.brochure,
    // The list price is derived from the variants (catalogue modelPrice); kept in step anyway.
    price: Math.min(...doc.variants.map((v) => v.price)),
    updated_at: now,
  };
}

/** Every media path a document names, with the field to blame when it is not stored. */
function mediaFields(doc: ModelDocument): [string, string][] {
  const fields: [string, string][] = [];
  const add = (field: string, path: string) => path && fields.push([field, path]);
  add('heroImage', doc.heroImage);
  add('cardImage', doc.cardImage);
  add('nameImage', doc.nameImage);
  add('brochure', doc.brochure);
  doc.colours.forEach((c, i) => add(`colours.${i}.image`, c.image));
  doc.features.forEach((f, i) => add(`features.${i}.image`, f.image));
  doc.accessories.forEach((a, i) => add(`accessories.${i}.image`, a.image));
  doc.frames.forEach((path, i) => add(`frames.${i}`, path));
  return fields;
}

const PART_MESSAGES = {
  variants: M.unknownVariant,
  colours: M.unknownRow,
  features: M.unknownRow,
  accessories: M.unknownRow,
} as const;

/**
 * The checks a document needs the database for: names no other model holds (live or in its
 * draft), pictures and brochure really uploaded, and row ids that are this model's own. Throws
 * one 400 naming every field at fault.
 */
async function checkAgainstDatabase(
  db: Kysely<Database>,
  doc: ModelDocument,
  vehicleId: number | null,
) {
  const errors: Record<string, string> = {};
  const clashes = await repo.findClashes(
    db,
    vehicleId,
    nameKey(doc.name),
    normaliseBikeName(doc.bikeName),
  );
  if (clashes.nameTaken) errors.name = M.nameTaken(doc.name);
  if (clashes.slugTaken) errors.bikeName = M.bikeNameTaken(doc.bikeName);

  const media = mediaFields(doc);
  const hashes = [...new Set(media.map(([, path]) => path.slice('/media/'.length).split('.')[0]!))];
  const stored = await repo.findStoredMedia(db, hashes);
  for (const [field, path] of media) {
    if (!stored.has(path.slice('/media/'.length))) errors[field] = M.pictureMissing;
  }

  for (const part of ['variants', 'colours', 'features', 'accessories'] as const) {
    const rows: readonly { id?: number | undefined }[] = doc[part];
    if (!rows.some((row) => row.id !== undefined)) continue;
    const own =
      vehicleId === null ? new Set<number>() : await repo.listPartIds(db, part, vehicleId);
    rows.forEach((row, i) => {
      if (row.id !== undefined && !own.has(row.id)) errors[`${part}.${i}.id`] = PART_MESSAGES[part];
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** After a unique index refused a write, the clash as the loser should hear it. */
async function explainClash(db: Kysely<Database>, doc: ModelDocument, vehicleId: number | null) {
  await checkAgainstDatabase(db, doc, vehicleId);
  throw invalid({ name: M.nameTaken(doc.name) });
}

function draftRow(vehicleId: number, doc: ModelDocument, actor: AuditActor) {
  return {
    vehicle_id: vehicleId,
    document: JSON.stringify(doc),
    name_key: nameKey(doc.name),
    slug: normaliseBikeName(doc.bikeName),
    updated_at: actor.now,
    updated_by: actor.userId,
  };
}

/** Every model, drafts and retired ones included, with its lead count. */
export async function listModels(db: Kysely<Database>): Promise<ModelListItem[]> {
  const [vehicles, counts] = await Promise.all([
    repo.listVehiclesWithDrafts(db),
    repo.countLeadsBySlug(db),
  ]);
  const leads = new Map(counts.map((row) => [row.slug, Number(row.leads)]));
  return vehicles.map((v) => ({
    id: v.id,
    type: v.type,
    name: v.name,
    bikeName: v.bike_name,
    status: statusOf(v),
    hasDraft: v.draft !== null && v.published === 1,
    leads: leads.get(v.slug) ?? 0,
    sortOrder: v.sort_order,
  }));
}

/** The model's draft when it has one, else what the site shows. */
export async function getModel(db: Kysely<Database>, id: number): Promise<ModelDetail> {
  const vehicle = await repo.findVehicle(db, id);
  if (!vehicle) throw notFound(M.notFound);
  const draft = await repo.findDraft(db, id);
  return {
    id,
    status: statusOf(vehicle),
    isDraft: draft !== undefined,
    document: draft ? parseDraft(draft.document) : await liveDocument(db, vehicle),
  };
}

/**
 * The model's draft (else what the site shows) in the shapes of the public reads, for the staff
 * preview of its public pages. Built here from the document alone: nothing is written, and the
 * public reads go on answering what is published.
 */
export async function previewModel(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<ModelPreview> {
  const { status, isDraft, document: doc } = await getModel(db, id);
  const groups = Object.fromEntries(SPEC_GROUPS.map((g) => [g.key, {}])) as Record<
    SpecGroupKey,
    Record<string, string>
  >;
  for (const spec of doc.specs) {
    const group = groups[spec.group as SpecGroupKey];
    if (group) group[spec.label] = spec.value;
  }
  const price = Math.min(...doc.variants.map((v) => v.price));
  const quotes = await quoteDraftVariants(db, id, doc, now);
  return {
    id,
    status,
    isDraft,
    type: doc.type,
    summary: {
      id,
      name: doc.name,
      bikeName: doc.bikeName,
      nameImg: doc.nameImage,
      bikeIcon: doc.cardImage,
      image: doc.heroImage,
      specs: { engine: doc.engine, power: doc.power, transmission: doc.transmission },
      document: doc.brochure,
      price,
      tagline: doc.tagline,
    },
    bikeView: {
      bikeName: doc.bikeName,
      bikeDetails: doc.overview,
      bikePrice: price,
      image: doc.heroImage,
      tagline: doc.tagline,
      ...groups,
    },
    variants: doc.variants.map((v) => ({ name: v.name, price: v.price })),
    bikeFeatures: doc.features.map((f) => ({
      heading: f.title,
      description: f.text,
      image: f.image,
    })),
    bikeAccessories: doc.accessories.map((a) => ({
      heading: a.name,
      image: a.image,
      description: a.description,
      part_no: a.partNo || 'N/A',
      price: a.price,
    })),
    // A colour added in the draft has no row yet: a negative id keeps the keys apart.
    bikeColours: doc.colours.map((c, i) => ({
      id: c.id ?? -(i + 1),
      name: c.name,
      hex: c.hex,
      image: c.image,
    })),
    frames: doc.frames.map((images) => ({ images })),
    onRoad: doc.variants.map((v, i) => ({ variant: v.name, quote: quotes[i] ?? null })),
  };
}

/**
 * Creates a model as an unpublished draft: a vehicles row nobody outside the editor sees (it
 * holds the name and URL name, so the unique indexes decide between two creates at once) and
 * the document. Side effect: one model-create audit row.
 */
export async function createModel({ db }: Store, doc: ModelDocument, actor: AuditActor) {
  try {
    return await db.transaction().execute(async (trx) => {
      await checkAgainstDatabase(trx, doc, null);
      const id = await repo.insertVehicle(trx, {
        ...vehicleColumns(doc, actor.now),
        status: 0,
        published: 0,
        created_at: actor.now,
      });
      await repo.saveDraft(trx, draftRow(id, doc, actor));
      const summary = describeChanges(null, doc);
      await recordAudit(trx, actor, 'model-create', doc.bikeName, summary);
      return { id, summary };
    });
  } catch (error) {
    if (isUniqueViolation(error)) await explainClash(db, doc, null);
    throw error;
  }
}

/**
 * Saves the whole document as the model's draft; the public site is unchanged until Publish.
 * Side effect: one model-update audit row with what changed since the last draft (or the site).
 */
export async function saveDraft(
  { db, dialect }: Store,
  id: number,
  doc: ModelDocument,
  actor: AuditActor,
) {
  try {
    return await db.transaction().execute(async (trx) => {
      const vehicle = await repo.findVehicle(trx, id, dialect);
      if (!vehicle) throw notFound(M.notFound);
      await checkAgainstDatabase(trx, doc, id);
      const draft = await repo.findDraft(trx, id);
      const before = draft ? parseDraft(draft.document) : await liveDocument(trx, vehicle);
      await repo.saveDraft(trx, draftRow(id, doc, actor));
      // A model never published keeps its row in step, so its names stay reserved.
      if (vehicle.published === 0)
        await repo.updateVehicle(trx, id, vehicleColumns(doc, actor.now));
      const summary = `draft: ${describeChanges(before, doc)}`;
      await recordAudit(trx, actor, 'model-update', doc.bikeName, summary);
      return summary;
    });
  } catch (error) {
    if (isUniqueViolation(error)) await explainClash(db, doc, id);
    throw error;
  }
}

/** Rows of the part tables as the document lists them, keeping the ids it carries. */
async function applyParts(trx: Kysely<Database>, id: number, doc: ModelDocument) {
  await repo.syncParts(
    trx,
    'variants',
    id,
    doc.variants.map((v) => ({ id: v.id, values: { name: v.name, price: v.price } })),
  );
  await repo.syncParts(
    trx,
    'colours',
    id,
    doc.colours.map((c) => ({ id: c.id, values: { name: c.name, hex: c.hex, image: c.image } })),
  );
  await repo.syncParts(
    trx,
    'features',
    id,
    doc.features.map((f) => ({
      id: f.id,
      values: {
        heading: f.title,
        heading_mr: f.titleMr,
        heading_hi: f.titleHi,
        description: f.text,
        description_mr: f.textMr,
        description_hi: f.textHi,
        image: f.image,
      },
    })),
  );
  await repo.syncParts(
    trx,
    'accessories',
    id,
    doc.accessories.map((a) => ({
      id: a.id,
      values: {
        heading: a.name,
        part_no: a.partNo,
        description: a.description,
        price: a.price,
        image: a.image,
      },
    })),
  );
  await repo.replaceSpecs(
    trx,
    id,
    doc.specs.map((s) => ({ spec_group: s.group, label: s.label, value: s.value })),
  );
  await repo.replaceFrames(trx, id, doc.frames);
}

/**
 * Puts the draft on the public site in one transaction (a retired model without a draft comes
 * back as it was). Side effects: the live rows, status live, the draft removed, one
 * model-publish audit row with what changed. The caller bumps the catalogue version.
 */
export async function publishModel({ db, dialect }: Store, id: number, actor: AuditActor) {
  let doc: ModelDocument | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const vehicle = await repo.findVehicle(trx, id, dialect);
      if (!vehicle) throw notFound(M.notFound);
      const draft = await repo.findDraft(trx, id);
      const status = statusOf(vehicle);
      if (!draft && status === 'live') throw new AppError('CONFLICT', M.nothingToPublish);
      const before = status === 'draft' ? null : await liveDocument(trx, vehicle);
      doc = draft ? parseDraft(draft.document) : (before as ModelDocument);
      const missing: Record<string, string> = {};
      if (!doc.heroImage) missing.heroImage = M.heroRequired;
      if (!doc.cardImage) missing.cardImage = M.cardRequired;
      if (Object.keys(missing).length > 0) throw invalid(missing, M.cannotPublish);
      // Another model may have taken a name since the draft was saved.
      if (draft) await checkAgainstDatabase(trx, doc, id);

      await repo.updateVehicle(trx, id, {
        ...vehicleColumns(doc, actor.now),
        status: 1,
        published: 1,
      });
      await applyParts(trx, id, doc);
      await repo.deleteDraft(trx, id);
      const changes = describeChanges(before, doc);
      const summary = status === 'retired' ? `retired → live; ${changes}` : changes;
      await recordAudit(trx, actor, 'model-publish', doc.bikeName, summary);
      return summary;
    });
  } catch (error) {
    if (isUniqueViolation(error) && doc) await explainClash(db, doc, id);
    throw error;
  }
}

/**
 * Takes a published model off the public site; its leads stay in the desk and the reports, and a
 * later Publish brings it back. Side effect: one model-retire audit row. The caller bumps the
 * catalogue version.
 */
export async function retireModel({ db, dialect }: Store, id: number, actor: AuditActor) {
  await db.transaction().execute(async (trx) => {
    const vehicle = await repo.findVehicle(trx, id, dialect);
    if (!vehicle) throw notFound(M.notFound);
    const status = statusOf(vehicle);
    if (status === 'draft') throw new AppError('CONFLICT', M.neverPublished);
    if (status === 'retired') throw new AppError('CONFLICT', M.alreadyRetired);
    await repo.updateVehicle(trx, id, { status: 0, updated_at: actor.now });
    await recordAudit(trx, actor, 'model-retire', vehicle.bike_name, 'live → retired');
  });
}

/**
 * Deletes a model with its parts and draft, only while no enquiry names it (a lead must keep
 * pointing at a model someone can look up): 409 otherwise. Side effect: one model-delete row.
 */
export async function deleteModel({ db, dialect }: Store, id: number, actor: AuditActor) {
  await db.transaction().execute(async (trx) => {
    const vehicle = await repo.findVehicle(trx, id, dialect);
    if (!vehicle) throw notFound(M.notFound);
    if (await repo.hasLeadsNaming(trx, vehicle.slug)) throw new AppError('CONFLICT', M.hasLeads);
    await repo.deleteVehicle(trx, id);
    const summary = `deleted (${statusOf(vehicle)}) ${vehicle.name}`;
    await recordAudit(trx, actor, 'model-delete', vehicle.bike_name, summary);
  });
}

/** The one file of a field, or a 400 with `message`. */
function onlyFile(files: UploadedFile[], field: string, message: string): UploadedFile {
  const matching = files.filter((file) => file.field === field);
  if (matching.length !== 1 || files.length !== 1) throw new AppError('BAD_REQUEST', message);
  return matching[0]!;
}

/**
 * One picture stored as WebP at each width of LIMITS.pictureWidths it reaches (a narrower
 * original is stored once, at its own width, never enlarged). The widths are recorded under the
 * src path, so a page can ask for the srcset of any picture; a seeded picture has no such rows
 * and is its own single size. Side effect: one model-upload audit row.
 */
export async function uploadPicture({ db }: Store, files: UploadedFile[], actor: AuditActor) {
  const file = onlyFile(files, 'picture', M.onePicture);
  if (!sniffImageType(file.bytes)) {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.notAnImage(file.filename));
  }
  const sizes: { bytes: Buffer; width: number; height: number }[] = [];
  try {
    for (const width of LIMITS.pictureWidths) {
      const { data, info } = await sharp(file.bytes, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'truncated',
      })
        .rotate()
        .resize({ width, height: 2 * width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      sizes.push({ bytes: data, width: info.width, height: info.height });
      if (info.width < width) break;
    }
  } catch {
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.unreadable(file.filename));
  }
  return db.transaction().execute(async (trx): Promise<PictureUpload> => {
    const stored = [];
    for (const size of sizes) {
      stored.push({
        ...size,
        path: (await storeMedia(trx, size.bytes, 'image/webp', 'webp')).path,
      });
    }
    const main = stored.filter((s) => s.width <= 800).at(-1) ?? stored[0]!;
    await repo.insertRenditions(
      trx,
      stored.map((s) => ({ src: main.path, width: s.width, height: s.height, path: s.path })),
    );
    const srcset = stored.map((s) => `${s.path} ${s.width}w`).join(', ');
    await recordAudit(
      trx,
      actor,
      'model-upload',
      'Catalogue',
      `picture ${main.width} × ${main.height}`,
    );
    return { src: main.path, srcset, width: main.width, height: main.height };
  });
}

/**
 * A 360° view: 12 to 72 frames in turning order, all one size, each re-encoded as WebP. Nothing
 * is stored unless every frame passes. Side effect: one model-upload audit row.
 */
export async function uploadFrames({ db }: Store, files: UploadedFile[], actor: AuditActor) {
  const frames = files.filter((file) => file.field === 'frames');
  if (frames.length !== files.length) throw new AppError('BAD_REQUEST', M.frameCount);
  if (frames.length < LIMITS.frames.min || frames.length > LIMITS.frames.max) {
    throw new AppError('BAD_REQUEST', M.frameCount);
  }
  const encoded: { bytes: Buffer; width: number; height: number }[] = [];
  for (const frame of frames) {
    const bytes = await reencodeImage(frame.bytes, frame.filename);
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    encoded.push({ bytes, width, height });
  }
  const [first] = encoded as [(typeof encoded)[number]];
  if (encoded.some((f) => f.width !== first.width || f.height !== first.height)) {
    throw new AppError('BAD_REQUEST', M.framesSameSize);
  }
  return db.transaction().execute(async (trx) => {
    const paths: string[] = [];
    for (const frame of encoded) {
      paths.push((await storeMedia(trx, frame.bytes, 'image/webp', 'webp')).path);
    }
    const summary = `360° view, ${paths.length} frames of ${first.width} × ${first.height}`;
    await recordAudit(trx, actor, 'model-upload', 'Catalogue', summary);
    return { frames: paths, width: first.width, height: first.height };
  });
}

/** A PDF brochure, checked by its first bytes and stored as sent. Side effect: one audit row. */
export async function uploadBrochure({ db }: Store, files: UploadedFile[], actor: AuditActor) {
  const file = onlyFile(files, 'brochure', M.brochure);
  if (file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new AppError('BAD_REQUEST', M.brochure);
  }
  return db.transaction().execute(async (trx) => {
    const { path } = await storeMedia(trx, file.bytes, 'application/pdf', 'pdf');
    const size = `${Math.ceil(file.bytes.length / 1024)} KB`;
    await recordAudit(trx, actor, 'model-upload', 'Catalogue', `brochure ${size}`);
    return { src: path };
  });
}
