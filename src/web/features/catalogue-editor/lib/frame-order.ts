const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Frames in turning order by file name, numbers compared as numbers: a camera's `frame-2.png`
 * comes before `frame-10.png`, which plain string order would put first.
 */
export function sortByFileName<T extends { name: string }>(files: readonly T[]): T[] {
  return [...files].sort((a, b) => byName.compare(a.name, b.name));
}

/** The list with the item at `from` moved to `to` (both kept within the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}
