import { SPEC_GROUPS, type SpecGroupKey } from '../../../../shared/models';

/** What the rows are built from: each model's specs by group key, label → value. */
interface ComparedModel {
  specs: Record<string, Record<string, string>>;
}

export interface CompareRow {
  /** Unique across the table: group key and label. */
  key: string;
  label: string;
  /** One cell per model, in column order; null where the model does not list the row. */
  values: (string | null)[];
  /** Not every model shows the same value (a missing value differs from any value). */
  differs: boolean;
}

export interface CompareGroup {
  key: SpecGroupKey;
  title: string;
  rows: CompareRow[];
}

/** "5 Speed " and "5  speed" are the same value: staff type specs by hand. */
const sameText = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The specification rows of every model lined up, group by group in SPEC_GROUPS order: a row for
 * each label any model lists (in the order they first appear, first model first), and whether its
 * values differ. Groups no model lists anything in are left out.
 */
export function compareRows(models: readonly ComparedModel[]): CompareGroup[] {
  return SPEC_GROUPS.map((group) => {
    const labels: string[] = [];
    for (const model of models) {
      for (const label of Object.keys(model.specs[group.key] ?? {})) {
        if (!labels.includes(label)) labels.push(label);
      }
    }
    const rows = labels.map((label) => {
      const values = models.map((model) => model.specs[group.key]?.[label] ?? null);
      const seen = new Set(values.map((value) => (value === null ? null : sameText(value))));
      return { key: `${group.key}:${label}`, label, values, differs: seen.size > 1 };
    });
    return { key: group.key, title: group.title, rows };
  }).filter((group) => group.rows.length > 0);
}

/** The groups as shown: with `onlyDifferences`, the differing rows alone, and no empty groups. */
export function visibleRows(groups: readonly CompareGroup[], onlyDifferences: boolean) {
  if (!onlyDifferences) return groups;
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => row.differs) }))
    .filter((group) => group.rows.length > 0);
}

export const rowCount = (groups: readonly CompareGroup[]) =>
  groups.reduce((total, group) => total + group.rows.length, 0);
