import { formatIndianNumber } from '../../../shared/format.js';
import type { ModelDocument } from '../../../shared/catalogue-editor.js';

/** The audit column holds a sentence, not a dump: a very long edit is cut here. */
const MAX_SUMMARY = 1000;

const rupees = (amount: number) => formatIndianNumber(amount);
const quote = (value: string) => `'${value}'`;
const key = (name: string) => name.replace(/\s+/g, '').toLowerCase();

const SCALARS = [
  ['type', 'type'],
  ['name', 'name'],
  ['bikeName', 'URL name'],
  ['tagline', 'tagline'],
  ['taglineMr', 'tagline in Marathi'],
  ['taglineHi', 'tagline in Hindi'],
  ['engineCc', 'engine cc'],
  ['engine', 'engine'],
  ['power', 'power'],
  ['transmission', 'transmission'],
  ['sortOrder', 'list position'],
] as const;

const PICTURES = [
  ['heroImage', 'main picture'],
  ['cardImage', 'card picture'],
  ['nameImage', 'name picture'],
  ['brochure', 'brochure'],
] as const;

/** Rows matched by id when both have one, else by name: a renamed row with its id is one row. */
function pair<T extends { id?: number | undefined }>(
  before: readonly T[],
  after: readonly T[],
  nameOf: (row: T) => string,
) {
  const unmatched = [...before];
  const take = (row: T) => {
    const at = unmatched.findIndex((old) =>
      row.id !== undefined && old.id !== undefined
        ? old.id === row.id
        : key(nameOf(old)) === key(nameOf(row)),
    );
    return at < 0 ? undefined : unmatched.splice(at, 1)[0];
  };
  const pairs = after.map((row) => ({ before: take(row), after: row }));
  return { pairs, removed: unmatched };
}

/** "variant Disc price 89,240 → 90,000" and the like for one named part list. */
function describeRows<T extends { id?: number | undefined }>(
  label: string,
  before: readonly T[],
  after: readonly T[],
  nameOf: (row: T) => string,
  fields: readonly [string, (row: T) => string | number][],
): string[] {
  const { pairs, removed } = pair(before, after, nameOf);
  const lines: string[] = [];
  for (const { before: old, after: row } of pairs) {
    if (!old) {
      lines.push(`${label} ${nameOf(row)} added`);
      continue;
    }
    if (nameOf(old) !== nameOf(row)) {
      lines.push(`${label} ${quote(nameOf(old))} renamed ${quote(nameOf(row))}`);
    }
    for (const [field, read] of fields) {
      const [a, b] = [read(old), read(row)];
      if (a === b) continue;
      const shown = typeof a === 'number' && typeof b === 'number';
      lines.push(
        `${label} ${nameOf(row)} ${field} ${shown ? rupees(a) : quote(String(a))} → ${shown ? rupees(b) : quote(String(b))}`,
      );
    }
  }
  for (const row of removed) lines.push(`${label} ${nameOf(row)} removed`);
  return lines;
}

/**
 * What an edit changes, as the audit trail records it: "tagline 'A' → 'B'; variant Disc price
 * 89,240 → 90,000". With nothing before (a new model), the new model in brief.
 */
export function describeChanges(before: ModelDocument | null, after: ModelDocument): string {
  if (!before) {
    const variants = after.variants.map((v) => `${v.name} ${rupees(v.price)}`).join(', ');
    return cut(`new ${after.type} ${quote(after.name)} (${after.bikeName}); variants ${variants}`);
  }
  const lines: string[] = [];
  for (const [field, label] of SCALARS) {
    const [a, b] = [before[field], after[field]];
    if (a !== b) {
      lines.push(
        typeof a === 'number'
          ? `${label} ${a} → ${b}`
          : `${label} ${quote(a)} → ${quote(String(b))}`,
      );
    }
  }
  if (before.overview !== after.overview) lines.push('overview changed');
  if (before.overviewMr !== after.overviewMr) lines.push('overview in Marathi changed');
  if (before.overviewHi !== after.overviewHi) lines.push('overview in Hindi changed');
  for (const [field, label] of PICTURES) {
    if (before[field] !== after[field])
      lines.push(`${label} ${after[field] ? 'changed' : 'removed'}`);
  }
  lines.push(
    ...describeRows('variant', before.variants, after.variants, (v) => v.name, [
      ['price', (v) => v.price],
    ]),
    ...describeRows('colour', before.colours, after.colours, (c) => c.name, [
      ['swatch', (c) => c.hex],
      ['picture', (c) => c.image],
    ]),
    ...describeRows('feature', before.features, after.features, (f) => f.title, [
      ['title in Marathi', (f) => f.titleMr],
      ['title in Hindi', (f) => f.titleHi],
      ['text', (f) => f.text],
      ['text in Marathi', (f) => f.textMr],
      ['text in Hindi', (f) => f.textHi],
      ['picture', (f) => f.image],
    ]),
    ...describeRows('accessory', before.accessories, after.accessories, (a) => a.name, [
      ['part number', (a) => a.partNo],
      ['price', (a) => a.price],
      ['description', (a) => a.description],
      ['picture', (a) => a.image],
    ]),
  );
  const specKey = (s: ModelDocument['specs'][number]) => `${s.group}/${s.label}`;
  const oldSpecs = new Map(before.specs.map((s) => [specKey(s), s.value]));
  const newSpecs = new Map(after.specs.map((s) => [specKey(s), s.value]));
  for (const [name, value] of newSpecs) {
    const old = oldSpecs.get(name);
    if (old === undefined) lines.push(`spec ${name} added`);
    else if (old !== value) lines.push(`spec ${name} ${quote(old)} → ${quote(value)}`);
  }
  for (const name of oldSpecs.keys()) if (!newSpecs.has(name)) lines.push(`spec ${name} removed`);
  if (before.frames.join() !== after.frames.join()) {
    lines.push(`360° frames ${before.frames.length} → ${after.frames.length} (changed)`);
  }
  return cut(lines.length === 0 ? 'no changes' : lines.join('; '));
}

function cut(summary: string): string {
  return summary.length <= MAX_SUMMARY ? summary : `${summary.slice(0, MAX_SUMMARY - 1)}…`;
}
